import { commonLimits, emailRules, mobileRules, nameRules } from "./common-rules";
import { isPhoneNumber } from "./patterns";
import { rule, text, type Rule } from "./rules";

/**
 * The 'Send Us Your Resume' form (docs/product.md §5.5), in order. Phone is
 * optional; when given, it is written as a phone number is. The file is checked after these rules: checkResumeFile in the browser, and
 * checkResumeFileUpload (which also reads the bytes) on the server.
 */
export const resumeFormMessages = {
  success:
    "Thank you for sending your resume. Our recruitment team will review it and contact you when a suitable position opens.",
  jobSuccess: (title: string) =>
    `Thank you for applying for the ${title} position. Our recruitment team will review your resume and contact you about the next steps.`,
  jobNotFound: "This job is not open for applications. Please choose a position from our current openings.",
  jobClosed: "Applications for this position have closed. Please choose another position from our current openings.",
  phoneInvalid: "A valid phone number must be entered",
} as const;

/** Input maximum lengths: name and e-mail as on the contact form, mobile 20 (§5.2), phone 20 like the wizard's landline. */
export const resumeFormLimits = {
  nameMax: 90,
  emailMax: 90,
  mobileMax: commonLimits.mobileInputMax,
  phoneMax: 20,
} as const;

export type ResumeFormInput = { Name?: unknown; Email?: unknown; Mobile?: unknown; Phone?: unknown };

export const resumeFormRules: Rule<ResumeFormInput>[] = [
  ...nameRules<ResumeFormInput>((i) => i.Name),
  ...emailRules<ResumeFormInput>((i) => i.Email),
  ...mobileRules<ResumeFormInput>((i) => i.Mobile),
  rule((i) => text(i.Phone) !== "" && !isPhoneNumber(text(i.Phone)), resumeFormMessages.phoneInvalid),
];
