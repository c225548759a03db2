import { z } from "zod";
import { applicationPath } from "~/domain/staff/application-detail";
import type { MailBlock, MailSite } from "../mail/mail-content";
import { addressesOf, defineMailKind, type Recipients } from "../mail/mail-kind";

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
});

const jobLine = (job: { code: number; title: string } | null) =>
  job ? `${job.title} (job code ${job.code})` : "No particular job (a resume for any opening)";

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

function whatHappensNext(reference: string): MailBlock[] {
  return [
    {
      kind: "paragraph",
      text: "What happens next: our recruitment team reads every application. If your profile matches a position, we will contact you by e-mail or phone to arrange the next steps, usually within two weeks.",
    },
    { kind: "paragraph", text: `Please quote your reference number ${reference} in any message about it.` },
  ];
}

/** The private status link, when the mail has one and is being sent (docs/product.md §2.16). */
function followIt(seed: string | undefined, site: MailSite, label = "See the status of your application"): MailBlock[] {
  if (!seed || !site.statusLink) return [];
  return [{ kind: "link", label, href: site.statusLink(seed) }];
}

const FOLLOW_IT =
  "Follow your application with this private link: it shows the status as our team moves it, and lets you withdraw the application, download your data or erase it. Keep the link to yourself: anyone who has it can do the same.";

function yourData(quoting: string, siteUrl: string): MailBlock[] {
  return [
    {
      kind: "paragraph",
      text: `Your data: we keep what you sent, and your resume, only to consider you for positions. To have it erased, reply to this mail quoting ${quoting}; we erase it and confirm within 30 days.`,
    },
    { kind: "link", label: "How we handle your data (privacy policy)", href: `${siteUrl}/privacy-policy` },
  ];
}

const withoutSeed = ({ statusSeed: _seed, ...rest }: ApplicantConfirmationPayload) => rest;

/** A confirmation to the job seeker: what was received, the private link, what happens next. */
function confirmation(
  describe: (p: ApplicantConfirmationPayload) => {
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
      const { subject, heading, received, factLabel } = describe(p);
      const link = followIt(p.statusSeed, site);
      return {
        subject,
        heading,
        blocks: [
          { kind: "paragraph", text: received },
          {
            kind: "facts",
            rows: [
              [factLabel, jobLine(p.job)],
              ["Reference number", p.reference],
            ],
          },
          ...(link.length ? [{ kind: "paragraph" as const, text: FOLLOW_IT }, ...link] : []),
          ...whatHappensNext(p.reference),
        ],
        footer: yourData(p.reference, site.url),
      };
    },
  });
}

/** To the job seeker after the application wizard. */
export const applicationConfirmation = confirmation((p) => ({
  subject: `Your application for ${p.job?.title ?? "a position"} (reference ${p.reference})`,
  heading: "Thank you for applying",
  received: `We have received your application for the ${p.job?.title ?? "advertised"} position.`,
  factLabel: "Position",
}));

/** To the job seeker after the resume form, for a job or in general. */
export const resumeConfirmation = confirmation((p) => ({
  subject: p.job
    ? `Your resume for ${p.job.title} (reference ${p.reference})`
    : `Your resume has been received (reference ${p.reference})`,
  heading: "Thank you for sending your resume",
  received: p.job
    ? `We have received your resume for the ${p.job.title} position.`
    : "We have received your resume and keep it on file for positions that open.",
  factLabel: "Applied for",
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
  content: (p, site) => ({
    subject:
      p.applications.length === 1 ? "Your private link to your application" : "Your private links to your applications",
    heading: p.applications.length === 1 ? "Your private link" : "Your private links",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone, we hope you, asked for the links to the applications sent from ${p.email}. ${FOLLOW_IT}`,
      },
      ...p.applications.flatMap((a): MailBlock[] => [
        {
          kind: "facts",
          rows: [
            ["Applied for", jobLine(a.job)],
            ["Reference number", a.reference],
          ],
        },
        ...followIt(a.statusSeed, site, `See the status of ${a.reference}`),
      ]),
      {
        kind: "paragraph",
        text: "If you did not ask for it, you can ignore this mail: the links were sent only to you, and the links you had still work.",
      },
    ],
    footer: yourData("its reference number", site.url),
  }),
});

/**
 * Kinds that concern all of an address's applications at once (person_reference null): erasing any one
 * of those applications deletes them too, since they name it.
 */
export const MAIL_KINDS_ABOUT_EVERY_APPLICATION = ["application-link"] as const;
