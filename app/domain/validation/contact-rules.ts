import { commonLimits, emailRules, mobileRules, nameRules } from "./common-rules";
import { isCleanText } from "./patterns";
import { rule, text, type Rule } from "./rules";

/** The Contact Us form (docs/product.md §5.4), in order. */
export const contactMessages = {
  subjectRequired: "Please specify the subject line",
  subjectInvalid: "Please specify the valid subject line",
  messageRequired: "Please specify the message",
  messageInvalid: "Please specify the valid message",
  success: "Thank you for your message. Our team will reply to your e-mail within one business day.",
} as const;

/** Input maximum lengths and the valid ranges of docs/product.md §5.4. */
export const contactLimits = {
  nameMax: 90,
  emailMax: 90,
  mobileMax: commonLimits.mobileInputMax,
  subjectMax: 200,
  messageMax: 3900,
  subjectMin: 7,
  subjectValidMax: 229,
  messageMin: 11,
  messageValidMax: 3899,
} as const;

export type ContactInput = { Name?: unknown; Email?: unknown; Mobile?: unknown; Subject?: unknown; Message?: unknown };

export const contactRules: Rule<ContactInput>[] = [
  ...nameRules<ContactInput>((i) => i.Name),
  ...emailRules<ContactInput>((i) => i.Email),
  ...mobileRules<ContactInput>((i) => i.Mobile),
  rule((i) => text(i.Subject) === "", contactMessages.subjectRequired),
  rule((i) => {
    const n = text(i.Subject).length;
    return n < contactLimits.subjectMin || n > contactLimits.subjectValidMax || !isCleanText(text(i.Subject));
  }, contactMessages.subjectInvalid),
  rule((i) => text(i.Message) === "", contactMessages.messageRequired),
  rule((i) => {
    const n = text(i.Message).length;
    return n < contactLimits.messageMin || n > contactLimits.messageValidMax || !isCleanText(text(i.Message));
  }, contactMessages.messageInvalid),
];
