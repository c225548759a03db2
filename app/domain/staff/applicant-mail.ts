/**
 * HR's mails to applicants on the console's pages (docs/product.md §10.13): the "Tell the applicant"
 * choice of a move, and the messages of the "E-mail the applicant" form.
 */

/** "Tell the applicant": as the stage's template says, or yes, or no. */
export const TELL_CHOICES = ["default", "yes", "no"] as const;
export type TellChoice = (typeof TELL_CHOICES)[number];

export function tellChoiceOf(value: unknown): TellChoice | undefined {
  return typeof value === "string" && (TELL_CHOICES as readonly string[]).includes(value)
    ? (value as TellChoice)
    : undefined;
}

export const applicantMailMessages = {
  noSuchReason: "Choose a reason from the list, or none.",
  notSent: "The mail was not sent: see the message beside the field.",
  erased: "This application's personal data was erased: there is no one to write to.",
  sent: "Mail sent to the applicant: it is listed below.",
  movedAndMailed: (label: string) => `Moved to ${label}. The applicant is told by mail.`,
} as const;
