import { isLocale, type Locale } from "./locale/locales";
import {
  daysInWords,
  RIGHTS_REQUEST_ANSWER_DAYS,
  RIGHTS_REQUEST_RETENTION_DAYS,
  TALENT_POOL_MONTHS,
  UNCONFIRMED_SIGN_UP_DAYS,
} from "./retention-periods";

/**
 * The privacy notice shown beside the submit button of every public form (docs/product.md §2.18): one
 * entry per form, with what it collects (each item naming the posted fields it covers), why, and how long
 * it is kept. app/components/forms/privacy-notice.tsx renders an entry; app/domain/privacy-notices.test.ts
 * fails when a form posts a field its entry does not list, or an entry lists one the form does not post.
 *
 * To add a form: add its id to NOTICE_FORMS and its entry to PRIVACY_NOTICES (version: the day you write
 * it), put `<PrivacyNotice form="…" />` above its submit button, and add its posted fields to the test's
 * table. Changing any notice's words changes its fingerprint: the test then asks for a new version (the
 * one stored with each submission, §10.10) and the fingerprint it pinned.
 */

/** What the notices say that comes from the settings, not the code (the privacy policy uses the same). */
export type PrivacyFacts = {
  /** RETENTION_DAYS: rejected or withdrawn applications, and resumes not hired, after their last change. */
  retentionDays: number;
  /** CONTACT_RETENTION_DAYS: contact messages after their last change. */
  contactRetentionDays: number;
  /** DEMO_RETENTION_DAYS: demo bookings and their sales lead after the demo's time or the lead's last change. */
  demoRetentionDays: number;
  /** PRIVACY_OFFICER_NAME and PRIVACY_OFFICER_EMAIL: who answers privacy questions and requests. */
  officerName: string;
  officerEmail: string;
  /** INSIGHTS_RAW_DAYS: page views one by one, before only daily totals remain (DEFAULT_VIEW_DAYS when not given). */
  viewDays?: number;
  /** INSIGHTS_COUNTRY_HEADER set (and counting on): each view keeps the country the proxy in front names. */
  countryRecorded?: boolean;
};

export const NOTICE_FORMS = [
  "application",
  "resume",
  "contact",
  "newsletter",
  "rights",
  "lost-link",
  "job-alert",
  "demo",
] as const;
export type NoticeForm = (typeof NOTICE_FORMS)[number];

/** One line of "What this form collects", and the posted field names it stands for. */
export type NoticeItem = { label: string; fields: readonly string[] };

export type FormNotice = {
  /** Changes whenever the notice's words change (the test pins it with their fingerprint). */
  version: string;
  /** "this application", "this message": how the notice names what the person sends. */
  what: string;
  collects: readonly NoticeItem[];
  /** Why, as the end of "We use it …". */
  purpose: string;
  /** How long, as a sentence. */
  retention: (facts: PrivacyFacts) => string;
};

/** The checkbox of applications and resumes (docs/product.md §10.10): its posted name and its words. */
export const TALENT_POOL_FIELD = "KeepForOtherOpenings";
export const TALENT_POOL_LABEL = `Keep my resume for other openings for ${TALENT_POOL_MONTHS} months`;

/** Where the person's rights are explained, and requests made without a status link (§2.19). */
export const RIGHTS_PAGE_PATH = "/privacy-rights";
export const PRIVACY_POLICY_PATH = "/privacy-policy";

/** How a notice names the resume form's answer fields (`Screening-{id}`, one per question of the job). */
export const SCREENING_FIELD_PATTERN = "Screening-{id}";

const browserReport: NoticeItem = {
  label: "the internet address your browser reports and a short description of the browser",
  fields: ["IpAddress", "BrowserInfo"],
};

/** The consent's words, then what happens without it (`without`: the end of "Without it, we …"). */
const talentPoolRetention = (without: string) =>
  `If you tick "${TALENT_POOL_LABEL}", we may also consider you for other openings, and keep it at least ${TALENT_POOL_MONTHS} months from that day (you can withdraw this on your status page or the rights page). Without it, we ${without}.`;

/** Stored from the request itself (not a posted field): forms whose server keeps the sender's address. */
const requestAddress: NoticeItem = { label: "the internet address your browser reports", fields: [] };

const resumeFile = (fields: readonly string[]): NoticeItem => ({
  label: "your resume file (its name and contents)",
  fields,
});

export const PRIVACY_NOTICES: Record<NoticeForm, FormNotice> = {
  application: {
    version: "2026-11-28",
    what: "this application",
    collects: [
      { label: "your name, gender and date of birth", fields: ["Name", "Gender", "BirthDate"].map(personal) },
      {
        label: "your e-mail address, mobile number and optional landline",
        fields: ["Email", "Mobile", "Phone"].map(personal),
      },
      {
        label: "your address: its lines, city, state and district",
        fields: ["Address1", "Address2", "Address3", "City", "State", "District"].map(personal),
      },
      {
        label: "whether an employee referred you, and their name and e-mail address",
        fields: ["IsReferral", "ReferrerName", "ReferrerEmail"].map(personal),
      },
      {
        label: "whether you sat an entrance examination, its board and your rank",
        fields: ["EntranceExamAttendYn", "EntranceExamBoard", "EntranceExamScore"].map(personal),
      },
      {
        label: "your current and expected salary (CTC), when the job asks for them",
        fields: ["CurrentCtc", "ExpectedCtc"].map(personal),
      },
      {
        label:
          "each qualification: course, stream, board or university, school or college, its state and district, percentage and year of passing",
        fields: [
          "Code",
          "CourseCode",
          "CourseText",
          "StreamCode",
          "StreamText",
          "BoardCode",
          "BoardText",
          "UniversityCode",
          "UniversityText",
          "CollegeText",
          "State",
          "StateText",
          "District",
          "DistrictText",
          "Percentage",
          "FinishYear",
          "IsMandatory",
          "IsFullyFilled",
        ].map((f) => `Qualifications[].${f}`),
      },
      {
        label:
          "each work experience: position, company and its location, start and end month, whether you work there now",
        fields: [
          "Code",
          "Position",
          "CompanyName",
          "CompanyLocation",
          "IsCurrentlyWorking",
          "StartMonth",
          "StartMonthText",
          "StartYear",
          "EndMonth",
          "EndMonthText",
          "EndYear",
        ].map((f) => `WorkExperiences[].${f}`),
      },
      {
        label: "your answers to the job's screening questions, when it asks any",
        fields: ["QuestionId", "Answer"].map((f) => `ScreeningAnswers[].${f}`),
      },
      resumeFile(["FileName", "FileExtension", "FileBytes"].map(personal)),
      { label: "the job you apply for", fields: [personal("JobCode")] },
      { label: "whether we may keep it for other openings", fields: [personal(TALENT_POOL_FIELD)] },
      { label: browserReport.label, fields: browserReport.fields.map(personal) },
    ],
    purpose: "to assess your application for this job and to contact you about it",
    retention: (facts) =>
      talentPoolRetention(
        `use it for this job only, and erase it ${daysInWords(facts.retentionDays)} after its last change once it is turned down or withdrawn`,
      ),
  },
  resume: {
    version: "2026-11-29",
    what: "your resume",
    collects: [
      { label: "your name", fields: ["Name"] },
      { label: "your e-mail address, mobile number and optional phone number", fields: ["Email", "Mobile", "Phone"] },
      { label: "the job you send it for, if any", fields: ["JobCode", "JobTitle"] },
      {
        label: "your answers to that job's screening questions, when it asks any",
        fields: ["ScreeningAnswers[].QuestionId", "ScreeningAnswers[].Answer", SCREENING_FIELD_PATTERN],
      },
      resumeFile(["FileName", "FileExtension", "FileBytes", "Resume"]),
      { label: "whether we may keep it for other openings", fields: [TALENT_POOL_FIELD] },
      browserReport,
    ],
    purpose:
      "to consider you for the job you chose (or, sent without a job, for the openings we have now) and to contact you about it",
    retention: (facts) =>
      talentPoolRetention(
        `use it only for what you sent it for, and erase it ${daysInWords(facts.retentionDays)} after its last change unless you are hired`,
      ),
  },
  contact: {
    version: "2026-11-27",
    what: "your message",
    collects: [
      { label: "your name", fields: ["Name"] },
      { label: "your e-mail address and mobile number", fields: ["Email", "Mobile"] },
      { label: "the subject and your message", fields: ["Subject", "Message"] },
      browserReport,
    ],
    purpose: "to answer your query or arrange the demonstration you asked for",
    retention: (facts) =>
      `We erase it, with our mails about it, ${daysInWords(facts.contactRetentionDays)} after its last change (when it arrived, or when we marked it handled).`,
  },
  newsletter: {
    version: "2026-11-27",
    what: "your address",
    collects: [{ label: "your e-mail address", fields: ["Email"] }, browserReport],
    purpose: "to send you our newsletter once you confirm the address from the mail we send",
    retention: () =>
      `Until you unsubscribe (every newsletter has the link). A sign-up never confirmed is erased ${daysInWords(UNCONFIRMED_SIGN_UP_DAYS)} after it was made.`,
  },
  rights: {
    version: "2026-11-27",
    what: "your request",
    collects: [
      { label: "your name", fields: ["Name"] },
      { label: "your e-mail address", fields: ["Email"] },
      { label: "what you ask for, and the details you add", fields: ["Request", "Details"] },
      browserReport,
    ],
    purpose: "to answer it, and to show that we did",
    retention: () =>
      `We erase it ${daysInWords(RIGHTS_REQUEST_RETENTION_DAYS)} after its last change (when it arrived, or when we answered it).`,
  },
  "lost-link": {
    version: "2026-11-27",
    what: "your address",
    collects: [{ label: "your e-mail address", fields: ["Email"] }],
    purpose: "to mail the private links of the applications and resumes sent from it, to that address only",
    retention: () =>
      "We keep nothing from this form but the mail with your links, which is erased with the applications it lists.",
  },
  "job-alert": {
    version: "2026-11-27.2",
    what: "your address and the search you ask us to follow",
    collects: [
      { label: "your e-mail address", fields: ["Email"] },
      { label: "how often to mail you", fields: ["frequency"] },
      { label: "the search it follows: its words, location and level", fields: ["q", "location", "level"] },
      requestAddress,
    ],
    purpose: "to mail you new openings that match it once you confirm the address from the mail we send",
    retention: () =>
      `Until you stop the alert (every alert mail has the link) or ask us to erase it. An alert never confirmed is erased ${daysInWords(UNCONFIRMED_SIGN_UP_DAYS)} after it was set.`,
  },
  demo: {
    version: "2026-11-27.2",
    what: "your booking or request",
    collects: [
      { label: "the products you want to see", fields: ["Products"] },
      {
        label: "your name, company, work e-mail address, phone number and country",
        fields: ["Name", "Company", "Email", "Phone", "Country"],
      },
      { label: "your note, and the time you chose or the times you suggest", fields: ["Note", "Start", "Suggestion"] },
      requestAddress,
    ],
    purpose:
      "to arrange and hold the demonstration, to send you and our presenters its invitation, and to follow it up as a sales lead",
    retention: (facts) =>
      `We erase it, with our notes on it as a sales lead, ${daysInWords(facts.demoRetentionDays)} after the demo's time or our last change to the lead, whichever is later (a request for another time counts from when you sent it).`,
  },
};

function personal(field: string): string {
  return `PersonalInfo.${field}`;
}

/** Every posted field name a form's notice accounts for. */
export function noticeFields(form: NoticeForm): string[] {
  return PRIVACY_NOTICES[form].collects.flatMap((item) => item.fields);
}

/**
 * The version of a form's notice, stored with each submission sent through it; with the language the
 * person read it in, "2026-11-27/ml" (docs/decisions/0190-notice-language.md). Without a language (the
 * careers forms, and submissions stored before languages were recorded) it is the bare version, the
 * English notice.
 */
export function noticeVersion(form: NoticeForm, locale?: Locale): string {
  const version = PRIVACY_NOTICES[form].version;
  return locale ? `${version}/${locale}` : version;
}

/** The language part of a stored notice version ("en" for a bare version, stored before languages were). */
export function noticeLanguageOf(stored: string): Locale | null {
  const [, language] = stored.split("/");
  if (language === undefined) return "en";
  return isLocale(language) ? language : null;
}

/** Where a form's full notice is shown on a page of its own, in each language (/ml/privacy-notices/contact). */
export function noticePagePath(form: NoticeForm): string {
  return `${NOTICE_PAGE_PATH}/${form}`;
}
export const NOTICE_PAGE_PATH = "/privacy-notices";

/** The languages a notice offers to be read in (the DPDP Act's English or Eighth-Schedule languages). */
export const NOTICE_READ_IN: readonly Locale[] = ["en", "ml", "hi"];

/**
 * A notice's words with the given settings, in the order app/components/forms/privacy-notice.tsx shows
 * them; the test's fingerprint of a notice is taken from these.
 */
export function noticeParts(form: NoticeForm, facts: PrivacyFacts) {
  const notice = PRIVACY_NOTICES[form];
  return {
    lead: `We use ${notice.what} ${notice.purpose}, and never sell it.`,
    rights: `You can see, correct or erase your data, and withdraw a consent you gave, at any time; we answer within ${RIGHTS_REQUEST_ANSWER_DAYS} days.`,
    rightsLink: "How to use your rights",
    contact: `Privacy contact: ${facts.officerName},`,
    officerEmail: facts.officerEmail,
    complaint: "A complaint can also go to the Data Protection Board of India.",
    policyLink: "Full privacy policy",
    summary: "What this form collects and how long we keep it",
    items: notice.collects.map((item) => item.label),
    retention: notice.retention(facts),
  };
}

/** A notice's words as noticeParts gives them (in English) or app/content/messages/notices.ts (translated). */
export type NoticeParts = ReturnType<typeof noticeParts>;

/** The notice's words as one list of strings. */
export function noticeText(form: NoticeForm, facts: PrivacyFacts): string[] {
  return Object.values(noticeParts(form, facts)).flat();
}
