import { contactReceipt, contactToInfo } from "./contact";
import { applicationConfirmation, applicationLink, applicationToHr, resumeConfirmation, resumeToHr } from "./careers";
import { newsletterConfirmation } from "./newsletter";
import type { MailTemplate } from "./template";

/** Every mail the site sends, by the name stored in the outbox row. */
export const mailTemplates = {
  "contact-receipt": contactReceipt,
  "contact-to-info": contactToInfo,
  "application-confirmation": applicationConfirmation,
  "application-to-hr": applicationToHr,
  "resume-confirmation": resumeConfirmation,
  "resume-to-hr": resumeToHr,
  "application-link": applicationLink,
  "newsletter-confirmation": newsletterConfirmation,
} as const;

export type TemplateName = keyof typeof mailTemplates;
export type PayloadOf<K extends TemplateName> = (typeof mailTemplates)[K] extends MailTemplate<infer P> ? P : never;

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(mailTemplates, name);
}
