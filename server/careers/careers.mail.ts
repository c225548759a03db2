import { z } from "zod";
import { applicationPath } from "~/domain/staff/application-detail";
import type { Locale } from "~/domain/locale/locales";
import type { MailBlock, MailSite } from "../mail/mail-content";
import { addressesOf, defineMailKind, type Recipients } from "../mail/mail-kind";
import { COMMON_MAIL_WORDS, localeOf, localisedUrl, mailLocale, privacyPolicyUrl } from "../mail/mail-locale";
import { CAREERS_MAIL_WORDS, type CareersMailWords } from "./careers-mail-words";

const reference = z.string().regex(/^[AR]-\d{6,}$/, "not a reference number (A-000017, R-000006)");
/** null for a resume sent without a job (the resume form, not a job's Apply Now). */
const job = z.object({ code: z.number().int(), title: z.string() }).nullable();
/** The seed of a private status link (server/security/application-link-tokens.ts); never in an export. */
const statusSeed = z.string().min(1);

/**
 * What the confirmation to a job seeker needs: ours alone (the reference, the job), nothing they typed
 * but the address it goes to, since nobody has confirmed that the address is theirs
 * (docs/decisions/0090-public-forms-relay-no-visitor-text.md).
 */
const confirmationPayload = z.object({
  email: z.string().min(1),
  reference,
  job,
  /** Absent in mails written before status links existed. */
  statusSeed: statusSeed.optional(),
  /** The language of the form they sent (absent: English, docs/decisions/0192). */
  locale: mailLocale,
});
type ApplicantConfirmationPayload = z.infer<typeof confirmationPayload>;

/** What HR is told: never the resume itself, which stays behind sign-in. */
const hrNotificationPayload = z.object({
  id: z.number().int(),
  reference,
  name: z.string(),
  email: z.string().min(1),
  mobile: z.string(),
  job,
  /** The job's own contact address, copied on the notification. */
  jobContactEmail: z.string().nullable(),
  /** Wizard applications: city and total experience ("2 year(s) and 5 month(s)"). */
  city: z.string().optional(),
  totalExperience: z.string().optional(),
});
type HrNotificationPayload = z.infer<typeof hrNotificationPayload>;

/** "I lost my link": every application and resume the address sent, each with a new link. */
const applicationLinksPayload = z.object({
  email: z.string().min(1),
  applications: z.array(z.object({ reference, job, statusSeed })).min(1),
  /** The language of the page the links were asked for from (absent: English). */
  locale: mailLocale,
});

const jobLine = CAREERS_MAIL_WORDS.en.jobLine;

/** HR, with the job's own contact copied unless it is already among them; replies go to the applicant. */
function hrRecipients(p: HrNotificationPayload, hrEmail: string): Recipients {
  const to = addressesOf(hrEmail);
  const contact = p.jobContactEmail;
  const copy = contact !== null && !to.some((a) => a.toLowerCase() === contact.toLowerCase());
  return { to, ...(copy && { cc: [contact] }), replyTo: [p.email] };
}

const toApplicant = (p: { email: string }, mail: { hrEmail: string }): Recipients => ({
  to: [p.email],
  replyTo: addressesOf(mail.hrEmail),
});

function whatHappensNext(reference: string, w: CareersMailWords): MailBlock[] {
  return [
    { kind: "paragraph", text: w.whatNext },
    { kind: "paragraph", text: w.quoteReference(reference) },
  ];
}

/** The private status link in the mail's language, when the mail has one and is being sent (docs/product.md §2.16). */
function followIt(seed: string | undefined, site: MailSite, locale: Locale, label: string): MailBlock[] {
  if (!seed || !site.statusLink) return [];
  return [{ kind: "link", label, href: localisedUrl(site.statusLink(seed), locale) }];
}

function yourData(quoting: string, siteUrl: string, locale: Locale): MailBlock[] {
  return [
    { kind: "paragraph", text: CAREERS_MAIL_WORDS[locale].yourData(quoting) },
    { kind: "link", label: COMMON_MAIL_WORDS[locale].privacyPolicy, href: privacyPolicyUrl(siteUrl, locale) },
  ];
}

const withoutSeed = ({ statusSeed: _seed, ...rest }: ApplicantConfirmationPayload) => rest;

/** A confirmation to the job seeker, in the language of the form they sent: what was received, the private link, what happens next. */
function confirmation(
  describe: (
    p: ApplicantConfirmationPayload,
    w: CareersMailWords,
  ) => {
    subject: string;
    heading: string;
    received: string;
    factLabel: string;
  },
) {
  return defineMailKind({
    payload: confirmationPayload,
    person: (p) => ({ email: p.email, reference: p.reference }),
    recipients: toApplicant,
    exported: withoutSeed,
    content: (p, site) => {
      const locale = localeOf(p);
      const w = CAREERS_MAIL_WORDS[locale];
      const { subject, heading, received, factLabel } = describe(p, w);
      const link = followIt(p.statusSeed, site, locale, w.statusLink);
      return {
        subject,
        heading,
        blocks: [
          { kind: "paragraph", text: received },
          {
            kind: "facts",
            rows: [
              [factLabel, w.jobLine(p.job)],
              [w.referenceNumber, p.reference],
            ],
          },
          ...(link.length ? [{ kind: "paragraph" as const, text: w.followIt }, ...link] : []),
          ...whatHappensNext(p.reference, w),
        ],
        footer: yourData(p.reference, site.url, locale),
        ...(p.locale && { locale: p.locale }),
      };
    },
  });
}

/** To the job seeker after the application wizard. */
export const applicationConfirmation = confirmation((p, w) => ({
  subject: w.applicationSubject(p.job?.title ?? null, p.reference),
  heading: w.applicationHeading,
  received: w.applicationReceived(p.job?.title ?? null),
  factLabel: w.position,
}));

/** To the job seeker after the resume form, for a job or in general. */
export const resumeConfirmation = confirmation((p, w) => ({
  subject: w.resumeSubject(p.job?.title ?? null, p.reference),
  heading: w.resumeHeading,
  received: w.resumeReceived(p.job?.title ?? null),
  factLabel: w.appliedFor,
}));

/** To HR after the wizard: who applied for what, and where to read it. The subject holds nothing typed. */
export const applicationToHr = defineMailKind({
  payload: hrNotificationPayload,
  person: (p) => ({ email: p.email, reference: p.reference }),
  recipients: (p, mail) => hrRecipients(p, mail.hrEmail),
  content: (p, site) => ({
    subject: `New application for ${p.job?.title ?? "a position"} (${p.reference})`,
    heading: "A new application",
    blocks: [
      {
        kind: "facts",
        rows: [
          ["Job", jobLine(p.job)],
          ["Name", p.name],
          ["E-mail", p.email],
          ["Mobile", p.mobile],
          ["City", p.city ?? ""],
          ["Total experience", p.totalExperience ?? ""],
          ["Reference number", p.reference],
        ],
      },
      { kind: "link", label: "Open the application", href: `${site.url}${applicationPath("application", p.id)}` },
      {
        kind: "paragraph",
        text: "The resume file is not attached: it stays behind sign-in in the staff console. Reply to this mail to write to the applicant.",
      },
    ],
  }),
});

/** To HR after the resume form. */
export const resumeToHr = defineMailKind({
  payload: hrNotificationPayload,
  person: (p) => ({ email: p.email, reference: p.reference }),
  recipients: (p, mail) => hrRecipients(p, mail.hrEmail),
  content: (p, site) => ({
    subject: p.job ? `New resume for ${p.job.title} (${p.reference})` : `New resume (${p.reference})`,
    heading: "A new resume",
    blocks: [
      {
        kind: "facts",
        rows: [
          ["Job", jobLine(p.job)],
          ["Name", p.name],
          ["E-mail", p.email],
          ["Mobile", p.mobile],
          ["Reference number", p.reference],
        ],
      },
      { kind: "link", label: "Open the resume", href: `${site.url}${applicationPath("resume", p.id)}` },
      {
        kind: "paragraph",
        text: "The resume file is not attached: it stays behind sign-in in the staff console. Reply to this mail to write to the sender.",
      },
    ],
  }),
});

/**
 * To a job seeker who asked for their links again ("I lost my link"): one mail listing every application
 * and resume the address sent, each with its new link. It concerns the address, not one application, so
 * erasing any of them deletes it (server/privacy/erase-person.ts).
 */
export const applicationLinks = defineMailKind({
  payload: applicationLinksPayload,
  person: (p) => ({ email: p.email, reference: null }),
  recipients: toApplicant,
  exported: (p) => ({ email: p.email, applications: p.applications.map(({ statusSeed: _seed, ...a }) => a) }),
  content: (p, site) => {
    const locale = localeOf(p);
    const w = CAREERS_MAIL_WORDS[locale];
    return {
      subject: w.linksSubject(p.applications.length),
      heading: w.linksHeading(p.applications.length),
      blocks: [
        { kind: "paragraph", text: `${w.linksAsked(p.email)} ${w.followIt}` },
        ...p.applications.flatMap((a): MailBlock[] => [
          {
            kind: "facts",
            rows: [
              [w.appliedFor, w.jobLine(a.job)],
              [w.referenceNumber, a.reference],
            ],
          },
          ...followIt(a.statusSeed, site, locale, w.statusOf(a.reference)),
        ]),
        { kind: "paragraph", text: w.linksIgnore },
      ],
      footer: yourData(w.itsReference, site.url, locale),
      ...(p.locale && { locale: p.locale }),
    };
  },
});

/**
 * Kinds that concern all of an address's applications at once (person_reference null): erasing any one
 * of those applications deletes them too, since they name it.
 */
export const MAIL_KINDS_ABOUT_EVERY_APPLICATION = ["application-link"] as const;
