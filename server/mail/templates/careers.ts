import { applicationPath } from "~/domain/staff/application-detail";
import type { MailBlock, MailSite } from "../mail-content";
import { addressesOf, type MailTemplate, type Recipients } from "./template";

/** What a job seeker sent, as the confirmation to them needs it. */
export type ApplicantConfirmationPayload = {
  name: string;
  email: string;
  reference: string;
  /** null for a resume sent without a job (the general resume form). */
  job: { code: number; title: string } | null;
  /** The seed of the private status link (absent in mails written before links existed). */
  statusSeed?: string;
};

/** What HR is told: never the resume itself, which stays behind sign-in. */
export type HrNotificationPayload = {
  id: number;
  reference: string;
  name: string;
  email: string;
  mobile: string;
  job: { code: number; title: string } | null;
  /** The job's own contact address, copied on the notification. */
  jobContactEmail: string | null;
  /** Wizard applications: city and total experience ("2 year(s) and 5 month(s)"). */
  city?: string;
  totalExperience?: string;
};

const jobLine = (job: { code: number; title: string } | null) =>
  job ? `${job.title} (job code ${job.code})` : "No particular job (general resume)";

/** HR, with the job's own contact copied unless it is already among them; replies go to the applicant. */
function hrRecipients(p: HrNotificationPayload, hrEmail: string): Recipients {
  const to = addressesOf(hrEmail);
  const copy = p.jobContactEmail && !to.some((a) => a.toLowerCase() === p.jobContactEmail!.toLowerCase());
  return { to, ...(copy && { cc: [p.jobContactEmail!] }), replyTo: [p.email] };
}

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
function followIt(p: ApplicantConfirmationPayload, site: MailSite): MailBlock[] {
  if (!p.statusSeed || !site.statusLink) return [];
  return [
    {
      kind: "paragraph",
      text: "Follow your application with this private link: it shows the status as our team moves it, and lets you withdraw the application, download your data or erase it. Keep the link to yourself: anyone who has it can do the same.",
    },
    { kind: "link", label: "See the status of your application", href: site.statusLink(p.statusSeed) },
  ];
}

function yourData(reference: string, siteUrl: string): MailBlock[] {
  return [
    {
      kind: "paragraph",
      text: `Your data: we keep what you sent, and your resume, only to consider you for positions. To have it erased, reply to this mail quoting ${reference}; we erase it and confirm within 30 days.`,
    },
    { kind: "link", label: "How we handle your data (privacy policy)", href: `${siteUrl}/privacy-policy` },
  ];
}

/** A confirmation to the job seeker: what was received, the private link, what happens next. */
function confirmation(
  describe: (p: ApplicantConfirmationPayload) => {
    subject: string;
    heading: string;
    received: string;
    factLabel: string;
  },
): MailTemplate<ApplicantConfirmationPayload> {
  return {
    recipients: (p, mail) => ({ to: [p.email], replyTo: addressesOf(mail.hrEmail) }),
    content: (p, site) => {
      const { subject, heading, received, factLabel } = describe(p);
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
          ...followIt(p, site),
          ...whatHappensNext(p.reference),
        ],
        footer: yourData(p.reference, site.url),
      };
    },
  };
}

/** To the job seeker after the application wizard. */
export const applicationConfirmation = confirmation((p) => ({
  subject: `Your application for ${p.job?.title ?? "a position"} (reference ${p.reference})`,
  heading: `Thank you for applying, ${p.name}`,
  received: `We have received your application for the ${p.job?.title} position.`,
  factLabel: "Position",
}));

/** To the job seeker after the resume form, for a job or in general. */
export const resumeConfirmation = confirmation((p) => ({
  subject: p.job
    ? `Your resume for ${p.job.title} (reference ${p.reference})`
    : `Your resume has been received (reference ${p.reference})`,
  heading: `Thank you for sending your resume, ${p.name}`,
  received: p.job
    ? `We have received your resume for the ${p.job.title} position.`
    : "We have received your resume and keep it on file for positions that open.",
  factLabel: "Applied for",
}));

/** To HR after the wizard: who applied for what, and where to read it. */
export const applicationToHr: MailTemplate<HrNotificationPayload> = {
  recipients: (p, mail) => hrRecipients(p, mail.hrEmail),
  content: (p, site) => ({
    subject: `New application: ${p.name} for ${p.job?.title ?? "a position"} (${p.reference})`,
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
        text: "The resume is not attached: it stays behind sign-in in the staff console. Reply to this mail to write to the applicant.",
      },
    ],
  }),
};

/** To HR after the resume form. */
export const resumeToHr: MailTemplate<HrNotificationPayload> = {
  recipients: (p, mail) => hrRecipients(p, mail.hrEmail),
  content: (p, site) => ({
    subject: p.job
      ? `New resume: ${p.name} for ${p.job.title} (${p.reference})`
      : `New resume: ${p.name} (${p.reference})`,
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
        text: "The resume is not attached: it stays behind sign-in in the staff console. Reply to this mail to write to the sender.",
      },
    ],
  }),
};

/** To a job seeker who asked for their links again ("I lost my link"): one mail per application. */
export const applicationLink: MailTemplate<ApplicantConfirmationPayload> = {
  recipients: (p, mail) => ({ to: [p.email], replyTo: addressesOf(mail.hrEmail) }),
  content: (p, site) => ({
    subject: `Your private link to ${p.job?.title ?? "your resume"} (reference ${p.reference})`,
    heading: "Your private link",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone, we hope you, asked for the links to the applications sent from ${p.email}. Here is the one for this application.`,
      },
      {
        kind: "facts",
        rows: [
          ["Applied for", jobLine(p.job)],
          ["Reference number", p.reference],
        ],
      },
      ...followIt(p, site),
      {
        kind: "paragraph",
        text: "If you did not ask for it, you can ignore this mail: the link was sent only to you, and the links you had still work.",
      },
    ],
    footer: yourData(p.reference, site.url),
  }),
};
