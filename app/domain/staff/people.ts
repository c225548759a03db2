import { isEmail } from "../validation/patterns";

/** The address a people-page request names, trimmed, or null when it is not an e-mail address. */
export function personEmailOf(value: string | null | undefined): string | null {
  const email = (value ?? "").trim();
  return email.length <= 254 && isEmail(email) ? email : null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const peopleMessages = {
  emailInvalid: "Enter an e-mail address, such as name@example.com",
  eraseNotConfirmed: "Tick the box to confirm the erasure: it cannot be undone.",
  erased: (c: {
    applications: number;
    resumes: number;
    messages: number;
    subscriptions: number;
    jobAlerts: number;
    demoBookings: number;
    leads: number;
    mails: number;
  }) =>
    `Erased: ${plural(c.applications, "application", "applications")}, ${plural(c.resumes, "resume", "resumes")}, ` +
    `${plural(c.messages, "contact message", "contact messages")}, ${plural(c.subscriptions, "subscription", "subscriptions")}, ` +
    `${plural(c.jobAlerts, "job alert", "job alerts")}, ${plural(c.demoBookings, "demo booking", "demo bookings")}, ` +
    `${plural(c.leads, "sales lead", "sales leads")}, ${plural(c.mails, "mail", "mails")}.`,
} as const;
