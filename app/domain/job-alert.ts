import { EXPERIENCE_LEVELS, isJobFilterEmpty, type JobFilter } from "./job-filter";
import { isEmail } from "./validation/patterns";
import { SUBSCRIBE_EMAIL_MAX } from "./validation/subscribe-rules";

/**
 * Job alerts (docs/product.md §2.8): "Mail me new openings like these" on the careers page keeps the
 * visitor's filter and address, is confirmed by a link (double opt-in, as the newsletter), and mails
 * each new matching opening at once or in a daily digest.
 */
export const JOB_ALERT_FREQUENCIES = ["immediate", "daily"] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  immediate: "As soon as one is published",
  daily: "In one mail a day",
};

export const JOB_ALERT_EMAIL_MAX = SUBSCRIBE_EMAIL_MAX;

export const JOB_ALERT_PATHS = {
  /** Where the careers page's alert form posts (and its page without JavaScript). */
  form: "/careers/alerts",
  confirm: "/careers/alerts/confirm",
  unsubscribe: "/careers/alerts/unsubscribe",
  /** RFC 8058: mail programs POST `List-Unsubscribe=One-Click` here. */
  oneClickUnsubscribe: "/careers/alerts/unsubscribe/one-click",
} as const;

export const jobAlertMessages = {
  heading: "Mail me new openings like these",
  emailRequired: "Please enter your email address first",
  emailInvalid: "Please enter a valid email address first",
  frequencyInvalid: "Choose how often we should mail you",
  success: "Thank you! Please check your inbox: we have sent you a link to confirm your job alert.",
  confirmHeading: "Confirm your job alert",
  confirmPrompt: (email: string, filter: string) => `Press the button to receive ${filter} at ${email}.`,
  confirmButton: "Confirm my job alert",
  confirmed: "Your job alert is confirmed. We will mail you new openings that match it.",
  confirmInvalid: "This confirmation link is not valid any more. Set the alert again to receive a new one.",
  unsubscribeHeading: "Stop a job alert",
  unsubscribePrompt: (email: string, filter: string) => `Press the button to stop receiving ${filter} at ${email}.`,
  unsubscribeButton: "Stop the alert",
  unsubscribed: "Your job alert is stopped. We will mail you no more openings for it.",
  unsubscribeInvalid: "This link is not valid any more. If you stopped the alert with it, it sends nothing.",
} as const;

/** The first rule an alert request breaks, with the field it concerns; null when it is fine. */
export function jobAlertFailure(request: { Email: string; frequency: string }): string | null {
  const email = request.Email.trim();
  if (!email) return jobAlertMessages.emailRequired;
  if (!isEmail(email) || email.length > JOB_ALERT_EMAIL_MAX) return jobAlertMessages.emailInvalid;
  if (!(JOB_ALERT_FREQUENCIES as readonly string[]).includes(request.frequency))
    return jobAlertMessages.frequencyInvalid;
  return null;
}

/** The alert's filter in words, as its mails and pages name it: "new openings for “flutter” in Kochi". */
export function describeJobAlert(filter: JobFilter): string {
  if (isJobFilterEmpty(filter)) return "every new opening";
  const parts = ["new openings"];
  if (filter.q) parts.push(`for “${filter.q}”`);
  if (filter.location) parts.push(`in ${filter.location}`);
  const level = EXPERIENCE_LEVELS.find((l) => l.key === filter.level);
  if (level) parts.push(`(${level.label})`);
  return parts.join(" ");
}
