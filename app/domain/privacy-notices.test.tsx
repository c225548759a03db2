import { createHash } from "node:crypto";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { JobAlertForm } from "~/features/careers/job-alert-form";
import { ResumeForm } from "~/features/careers/resume-form";
import { ContactForm } from "~/features/contact/contact-form";
import { DemoBookingForm } from "~/features/demo/demo-booking-form";
import { groupByDay } from "~/features/demo/demo-times";
import { NewsletterBox } from "~/features/newsletter/newsletter-box";
import { RightsRequestForm } from "~/features/privacy/rights-request-form";
import { formClientContext } from "~/lib/form-post.server";
import LostLink from "~/routes/careers.lost-link";
import { contactMessageSchema } from "./contact-message-schema";
import { HONEYPOT_FIELD } from "./honeypot";
import { jobApplicationSchema } from "./job-application-schema";
import { EMPTY_JOB_FILTER } from "./job-filter";
import { privacyPolicy } from "~/content/legal";
import { proseDoc } from "~/content/prose-section";
import { richTextPlainText } from "~/domain/rich-text/plain-text";
import { storedRichText } from "~/domain/rich-text/text";
import { legalPageOf } from "~/domain/site-content/legal-pages";
import {
  NOTICE_FORMS,
  noticeFields,
  noticeParts,
  noticeText,
  PRIVACY_NOTICES,
  SCREENING_FIELD_PATTERN,
  type NoticeForm,
} from "./privacy-notices";
import type { AskedQuestion } from "./screening-questions";
import { daysInWords, UNCONFIRMED_SIGN_UP_DAYS } from "./retention-periods";
import { resumeSchema } from "./resume-schema";
import { subscriberSchema } from "./subscriber-schema";
import { XSRF_FIELD } from "../shared/xsrf";

/**
 * Each form's notice lists exactly the fields the form posts (docs/product.md §2.18): what its API request
 * may carry (the schema the server reads it with) and what its page posts without JavaScript (the named
 * inputs it renders). The honeypot and the XSRF token carry nothing about the person and are not listed.
 */

/** The field names a request schema accepts: nested objects as `Parent.Field`, arrays of objects as `List[].Field`. */
function schemaFields(schema: z.ZodObject, prefix = ""): string[] {
  return Object.entries(schema.shape).flatMap(([name, field]) => {
    const inner = unwrap(field as z.ZodType);
    if (inner instanceof z.ZodObject) return schemaFields(inner, `${prefix}${name}.`);
    if (inner instanceof z.ZodArray && unwrap(inner.element as z.ZodType) instanceof z.ZodObject)
      return schemaFields(unwrap(inner.element as z.ZodType) as z.ZodObject, `${prefix}${name}[].`);
    return [`${prefix}${name}`];
  });
}

/** Through nullish(), transform() and pipe() to the type a field is made of. */
function unwrap(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable) return unwrap(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodPipe) return unwrap(field.in as z.ZodType);
  return field;
}

/** The names of the inputs a form renders on the server (what its post without JavaScript carries). */
function renderedFields(element: ReactElement): string[] {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => element }]);
  const html = renderToString(<Stub hydrationData={{ loaderData: { root: { xsrfToken: "t" } } }} />);
  // A screening answer's field is named by its question's id: the notice names them all at once.
  return [...html.matchAll(/<(?:input|textarea|select)\b[^>]*?\sname="([^"]+)"/g)].map((m) =>
    /^Screening-\d+$/.test(m[1]!) ? SCREENING_FIELD_PATTERN : m[1]!,
  );
}

const screeningAsked = [
  { id: 3, kind: "yes-no", label: "Do you hold a work permit?", required: true, options: [] },
  { id: 4, kind: "choice", label: "Where?", required: false, options: ["Kochi", "Dubai"] },
] as const satisfies readonly AskedQuestion[];

const notAboutThePerson = new Set([HONEYPOT_FIELD, XSRF_FIELD, `PersonalInfo.${HONEYPOT_FIELD}`]);

const posted: Record<NoticeForm, () => string[]> = {
  // The wizard needs JavaScript (docs/product.md §2.10): its JSON request is all it posts.
  application: () => schemaFields(jobApplicationSchema),
  resume: () => [
    ...schemaFields(resumeSchema),
    ...renderedFields(<ResumeForm jobCode="12" jobTitle="Java Developer" questions={screeningAsked} />),
    ...renderedFields(<ResumeForm jobCode="0" />),
  ],
  contact: () => [...schemaFields(contactMessageSchema), ...renderedFields(<ContactForm />)],
  newsletter: () => [...schemaFields(subscriberSchema), ...renderedFields(<NewsletterBox />)],
  // A form post only: its inputs, and what the server adds from the request itself.
  rights: () => [
    ...renderedFields(<RightsRequestForm />),
    ...Object.keys(formClientContext(new Request("http://site.example/"), { clientIp: "" } as never)),
  ],
  // Its page's form: the address only (the service stores nothing of the post itself).
  "lost-link": () => renderedFields(<LostLink {...({} as Parameters<typeof LostLink>[0])} />),
  // Form posts only: what the form renders, with a filter kept and with none.
  "job-alert": () => [
    ...renderedFields(<JobAlertForm filter={{ q: "java", location: "Kochi", level: "senior" } as never} />),
    ...renderedFields(<JobAlertForm filter={EMPTY_JOB_FILTER} />),
  ],
  // Booking (with free times to pick) and "Suggest another time" (none free) are one form.
  demo: () => [
    ...renderedFields(
      <DemoBookingForm
        products={["gi"]}
        days={groupByDay([Date.parse("2026-12-01T04:30:00Z")], "Asia/Kolkata")}
        timeZone="Asia/Kolkata"
        minutes={45}
      />,
    ),
    ...renderedFields(<DemoBookingForm products={["gi"]} days={[]} timeZone="Asia/Kolkata" minutes={45} />),
  ],
};

describe("privacy notices", () => {
  for (const form of NOTICE_FORMS) {
    it(`the ${form} form's notice lists exactly the fields it posts`, () => {
      const sent = new Set(posted[form]().filter((f) => !notAboutThePerson.has(f)));
      const listed = noticeFields(form);
      expect(new Set(listed).size, "a field listed twice").toBe(listed.length);
      expect(
        [...sent].filter((f) => !listed.includes(f)),
        "posted by the form but missing from its notice",
      ).toEqual([]);
      expect(
        listed.filter((f) => !sent.has(f)),
        "listed in the notice but not posted by the form",
      ).toEqual([]);
    });
  }

  it("would catch a field added to a form without its notice", () => {
    const withExtra = schemaFields(contactMessageSchema.extend({ Company: z.string() }));
    expect(withExtra.filter((f) => !notAboutThePerson.has(f) && !noticeFields("contact").includes(f))).toEqual([
      "Company",
    ]);
  });

  /**
   * Each submission stores the version of the notice it was sent under (§10.10). A notice's words are
   * pinned here with its version: changing the words without a new version fails, so a stored version
   * always names one text.
   */
  const pinned: Record<NoticeForm, { version: string; fingerprint: string }> = {
    application: { version: "2026-11-28", fingerprint: "2926d410dd85328e" },
    resume: { version: "2026-11-29", fingerprint: "515fd07e1170c9b5" },
    contact: { version: "2026-11-27", fingerprint: "44b2894013ed8833" },
    newsletter: { version: "2026-11-27", fingerprint: "ff21840260f5ea7c" },
    rights: { version: "2026-11-27", fingerprint: "f378560627a14e77" },
    "lost-link": { version: "2026-11-27", fingerprint: "1e941cb08aee4195" },
    "job-alert": { version: "2026-11-27.2", fingerprint: "d9794cf2a6e2fe75" },
    demo: { version: "2026-11-27.2", fingerprint: "b7ea5e2b2599061d" },
  };
  const facts = {
    retentionDays: 365,
    contactRetentionDays: 730,
    demoRetentionDays: 730,
    officerName: "N",
    officerEmail: "n@example.com",
  };
  for (const form of NOTICE_FORMS) {
    it(`the ${form} notice's words belong to its version`, () => {
      const fingerprint = createHash("sha256")
        .update(JSON.stringify(noticeText(form, facts)))
        .digest("hex")
        .slice(0, 16);
      expect(
        { version: PRIVACY_NOTICES[form].version, fingerprint },
        `the ${form} notice's words changed: give it a new version in app/domain/privacy-notices.ts and pin both here`,
      ).toEqual(pinned[form]);
    });
  }
});

/**
 * The periods the notices and the privacy policy state come from the settings and the product's constants
 * (docs/product.md §2.18, §10.5): the demo form's and the policy's from DEMO_RETENTION_DAYS, the job
 * alert's unconfirmed period from the newsletter's.
 */
describe("retention words follow the settings", () => {
  const facts = (demoRetentionDays: number) => ({
    retentionDays: 365,
    contactRetentionDays: 730,
    demoRetentionDays,
    officerName: "N",
    officerEmail: "n@example.com",
  });
  // The seeded policy as the page shows it under these settings.
  const policyText = (days: number) =>
    richTextPlainText(
      legalPageOf(
        [{ key: "privacy", values: { body: storedRichText(proseDoc(privacyPolicy.sections)) } }],
        "privacy",
        facts(days),
      ).body,
    );

  it("states DEMO_RETENTION_DAYS in the demo notice and the policy", () => {
    for (const [days, words] of [
      [90, "90 days (about 3 months)"],
      [730, "730 days (2 years)"],
    ] as const) {
      expect(noticeParts("demo", facts(days)).retention).toContain(`${words} after the demo's time`);
      expect(policyText(days)).toContain(`erased automatically ${words} after the demo's time`);
    }
    expect(noticeParts("demo", facts(90)).retention).not.toContain("730");
    expect(policyText(90)).not.toContain("no end date");
  });

  it("states the unconfirmed sign-ups' period for job alerts, in the notice and the policy", () => {
    const words = `erased ${daysInWords(UNCONFIRMED_SIGN_UP_DAYS)} after it was set`;
    expect(noticeParts("job-alert", facts(730)).retention).toContain(`An alert never confirmed is ${words}`);
    expect(policyText(730)).toContain(
      `is never used is erased automatically ${daysInWords(UNCONFIRMED_SIGN_UP_DAYS)} after it was set`,
    );
    expect(policyText(730)).toContain("Job alerts on the careers page: your e-mail address");
    expect(policyText(730)).toContain("Schedule a Demo form: the products you want to see");
  });
});
