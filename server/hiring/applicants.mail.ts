import { z } from "zod";
import { isApplicationStatus, isFinalStatus } from "~/domain/application-pipeline";
import { paragraphsOf, STATUS_LINK_FIELD } from "~/domain/staff/message-templates";
import { applicationPath } from "~/domain/staff/application-detail";
import type { MailBlock, MailSite } from "../mail/mail-content";
import { addressesOf, defineMailKind, type Recipients } from "../mail/mail-kind";
import { COMMON_MAIL_WORDS, localeOf, localisedUrl, mailLocale, privacyPolicyUrl } from "../mail/mail-locale";
import { CAREERS_MAIL_WORDS } from "../careers/careers-mail-words";
import { APPLICANT_MAIL_WORDS } from "./applicant-mail-words";

const reference = z.string().regex(/^[AR]-\d{6,}$/, "not a reference number (A-000017, R-000006)");
const job = z.object({ code: z.number().int(), title: z.string() }).nullable();
const kind = z.enum(["application", "resume"]);

/**
 * A mail HR writes to an applicant (docs/product.md §10.13): a decision's template or a free one, its
 * merge fields filled when it was written, except the private status link, which the mail puts in from
 * the seed it keeps when it is sent. Never a note: only what the template and HR's form said.
 */
const applicantMessagePayload = z.object({
  email: z.string().min(1),
  reference,
  job,
  subject: z.string().min(1),
  body: z.string().min(1),
  /** The decision it announces ("rejected"); null for a mail written from the page. */
  stage: z.string().nullable(),
  statusSeed: z.string().min(1),
  /**
   * Whether the status page offered a withdrawal when the mail was written (the status was not final).
   * Absent in rows written before it existed: then a final stage (rejected, hired) says no.
   */
  withdrawable: z.boolean().optional(),
  /**
   * The language the applicant applied in (from the stored notice version, decision 0192): the mail's
   * frame (labels, links, footer) is in it; HR's subject and text stay as HR wrote them. Absent: English.
   */
  locale: mailLocale,
});
type ApplicantMessagePayload = z.infer<typeof applicantMessagePayload>;

/** What the console shows instead of the link: it is the applicant's alone (docs/decisions/0060). */
const LINK_KEPT_BACK = "(the applicant's private status link)";

const jobLine = (j: { code: number; title: string } | null) =>
  j ? `${j.title} (job code ${j.code})` : "No particular job (a resume for any opening)";

/** The text's paragraphs: one that is only the link becomes a button, a link inside a sentence its address. */
function bodyBlocks(p: ApplicantMessagePayload, site: MailSite, link: string | undefined): MailBlock[] {
  const label = CAREERS_MAIL_WORDS[localeOf(p)].statusLink;
  return paragraphsOf(p.body).map((text): MailBlock => {
    if (text === STATUS_LINK_FIELD)
      return link ? { kind: "link", label, href: link } : { kind: "paragraph", text: LINK_KEPT_BACK };
    return { kind: "paragraph", text: text.split(STATUS_LINK_FIELD).join(link ?? LINK_KEPT_BACK) };
  });
}

/** The footer offers only what the status page offers: no withdrawal once the status is final (issue 41, item 14). */
const withdrawableOf = (p: ApplicantMessagePayload) =>
  p.withdrawable ?? !(p.stage !== null && isApplicationStatus(p.stage) && isFinalStatus(p.stage));

const toApplicant = (p: { email: string }, mail: { hrEmail: string }): Recipients => ({
  to: [p.email],
  replyTo: addressesOf(mail.hrEmail),
});

export const applicantMessage = defineMailKind({
  payload: applicantMessagePayload,
  person: (p) => ({ email: p.email, reference: p.reference }),
  recipients: toApplicant,
  exported: ({ statusSeed: _seed, ...rest }) => rest,
  content: (p, site) => {
    const locale = localeOf(p);
    const w = CAREERS_MAIL_WORDS[locale];
    // The status page in the applicant's language.
    const found = site.statusLink?.(p.statusSeed);
    const link = found && localisedUrl(found, locale);
    const hasLink = p.body.includes(STATUS_LINK_FIELD);
    return {
      subject: p.subject,
      heading: p.subject,
      blocks: [
        ...bodyBlocks(p, site, link),
        {
          kind: "facts",
          rows: [
            [w.position, w.jobLine(p.job)],
            [w.referenceNumber, p.reference],
          ],
        },
        // The private link is in every such mail, where the template put it or here.
        ...(hasLink
          ? []
          : [
              link
                ? ({ kind: "link", label: w.statusLink, href: link } as const)
                : ({ kind: "paragraph", text: LINK_KEPT_BACK } as const),
            ]),
      ],
      footer: [
        { kind: "paragraph", text: APPLICANT_MAIL_WORDS[locale].footer(p.reference, withdrawableOf(p)) },
        { kind: "link", label: COMMON_MAIL_WORDS[locale].privacyPolicy, href: privacyPolicyUrl(site.url, locale) },
      ],
      ...(p.locale && { locale: p.locale }),
    };
  },
});

/** To HR when an applicant withdraws from their status page: who, for which job, and where to read it. */
const withdrawalPayload = z.object({
  kind,
  id: z.number().int(),
  reference,
  name: z.string(),
  email: z.string().min(1),
  job,
  /** The job's own contact address, told as well. */
  jobContactEmail: z.string().nullable(),
});

export const applicantWithdrew = defineMailKind({
  payload: withdrawalPayload,
  person: (p) => ({ email: p.email, reference: p.reference }),
  recipients: (p, mail) => {
    const to = addressesOf(mail.hrEmail);
    const contact = p.jobContactEmail;
    const copy = contact !== null && !to.some((a) => a.toLowerCase() === contact.toLowerCase());
    return { to, ...(copy && { cc: [contact] }), replyTo: [p.email] };
  },
  content: (p, site) => ({
    // No name in the subject (docs/decisions/0090).
    subject: `Application withdrawn: ${p.job?.title ?? "no particular job"} (${p.reference})`,
    heading: "An applicant withdrew",
    blocks: [
      {
        kind: "paragraph",
        text: "The applicant withdrew from their private status page. The application is now Withdrawn; a move back to Screening undoes it.",
      },
      {
        kind: "facts",
        rows: [
          ["Job", jobLine(p.job)],
          ["Name", p.name],
          ["E-mail", p.email],
          ["Reference number", p.reference],
        ],
      },
      {
        kind: "link",
        label: p.kind === "application" ? "Open the application" : "Open the resume",
        href: `${site.url}${applicationPath(p.kind, p.id)}`,
      },
    ],
  }),
});
