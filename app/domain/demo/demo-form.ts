import { commonMessages, emailRules, nameRules } from "~/domain/validation/common-rules";
import { isCleanText, isPhoneNumber } from "~/domain/validation/patterns";
import { firstFailure, rule, text, type Rule } from "~/domain/validation/rules";
import { DEMO_LIMITS } from "./demo-limits";

/** The demo form's fields (docs/product.md §2.20), as posted. `Products` may be given more than once: the rules take the known slugs chosen (chosenProducts, app/content/product-index.ts). */
export const DEMO_FIELDS = ["Company", "Name", "Email", "Phone", "Country", "Note", "Start", "Suggestion"] as const;
export type DemoField = (typeof DEMO_FIELDS)[number] | "Products";
export type DemoInput = Partial<Record<Exclude<DemoField, "Products">, unknown>> & { Products?: unknown };

export const demoLimits = {
  companyMax: 120,
  nameMax: 90,
  emailMax: 90,
  phoneMax: 20,
  countryMax: 60,
  noteMax: 1000,
} as const;

export const demoMessages = {
  productsRequired: "Choose at least one product",
  companyRequired: "Company must be entered",
  companyInvalid: "A valid company name must be entered",
  phoneInvalid: "A valid phone number must be entered",
  countryRequired: "Country must be entered",
  countryInvalid: "A valid country must be entered",
  noteInvalid: `The note must be plain text of at most ${demoLimits.noteMax} characters`,
  startRequired: "Choose a time for the demo",
  suggestionRequired: "Say which days and times would suit you",
  suggestionInvalid: `Suggested times must be plain text of at most ${demoLimits.noteMax} characters`,
  freeMail:
    "Please use your work e-mail address: we book demos for companies, and addresses of free webmail services are not accepted.",
  taken: "Sorry, that time has just been booked by someone else. Please choose another of the times below.",
  booked: "Your demo is booked. We have sent the invitation to your e-mail address.",
  requested: "Thank you. We will write to you within one business day to agree a time.",
  rescheduled: "Your demo has been moved. We have sent the updated invitation.",
  cancelled: "Your demo has been cancelled. We have let everyone know.",
  gone: "This demo has been cancelled or has already taken place.",
  /** The mail to the visitor was held back by the public forms' hourly cap (decision 0090): said, not promised. */
  bookedUnmailed:
    "Your demo is booked. We could not send the invitation: this address has had as many mails from our forms as we send in an hour. Keep the private link below.",
  rescheduledUnmailed:
    "Your demo has been moved. We have told the presenters; this address has had as many mails from our forms as we send in an hour, so no updated invitation was sent to it.",
  cancelledUnmailed:
    "Your demo has been cancelled. We have told the presenters; this address has had as many mails from our forms as we send in an hour, so no cancellation was sent to it.",
  movesUsed: `This demo has been moved ${DEMO_LIMITS.movesPerBooking} times, the most its private link allows. To change it again, cancel it and book another time, or reply to the invitation mail.`,
  networkLimit: `${DEMO_LIMITS.futureDemosPerClientAddress} demos still to come are already booked from your network, the most we take from one. Move or cancel one with its private link, or suggest another time below.`,
  domainLimit: `${DEMO_LIMITS.futureDemosPerMailDomain} demos still to come are already booked with addresses of your e-mail domain, the most we take for one. Move or cancel one with its private link, or suggest another time below.`,
  reservedTimes:
    "The last free times are kept for visitors who have no demo booked yet. Move or cancel the demo you have with its private link, or suggest another time below.",
} as const;

const longer = (v: unknown, max: number) => text(v).length > max;
const unclean = (v: unknown) => text(v) !== "" && !isCleanText(text(v));

/** Each field's rules in order; the first failing one is shown beside its field. */
const fieldRules: { [F in DemoField]?: Rule<DemoInput>[] } = {
  Products: [rule((i) => !Array.isArray(i.Products) || i.Products.length === 0, demoMessages.productsRequired)],
  Company: [
    rule((i) => text(i.Company) === "", demoMessages.companyRequired),
    rule(
      (i) => text(i.Company).length < 2 || longer(i.Company, demoLimits.companyMax) || unclean(i.Company),
      demoMessages.companyInvalid,
    ),
  ],
  Name: [
    ...nameRules<DemoInput>((i) => i.Name),
    rule((i) => longer(i.Name, demoLimits.nameMax), commonMessages.nameInvalid),
  ],
  Email: [
    ...emailRules<DemoInput>((i) => i.Email),
    rule((i) => longer(i.Email, demoLimits.emailMax), commonMessages.emailInvalid),
  ],
  Phone: [
    rule(
      (i) => text(i.Phone) !== "" && (longer(i.Phone, demoLimits.phoneMax) || !isPhoneNumber(text(i.Phone))),
      demoMessages.phoneInvalid,
    ),
  ],
  Country: [
    rule((i) => text(i.Country) === "", demoMessages.countryRequired),
    rule(
      (i) => text(i.Country).length < 2 || longer(i.Country, demoLimits.countryMax) || unclean(i.Country),
      demoMessages.countryInvalid,
    ),
  ],
  Note: [rule((i) => longer(i.Note, demoLimits.noteMax) || unclean(i.Note), demoMessages.noteInvalid)],
};

const startRule: Rule<DemoInput>[] = [
  rule((i) => !Number.isFinite(Date.parse(text(i.Start))), demoMessages.startRequired),
];
const suggestionRules: Rule<DemoInput>[] = [
  rule((i) => text(i.Suggestion) === "", demoMessages.suggestionRequired),
  rule((i) => longer(i.Suggestion, demoLimits.noteMax) || unclean(i.Suggestion), demoMessages.suggestionInvalid),
];

export type FieldErrors = Partial<Record<DemoField, string>>;

/**
 * Every field's first failing rule: a booking needs a time, a request for another time needs the
 * suggestion instead. Empty when the form may be sent.
 */
export function demoFormErrors(input: DemoInput, mode: "book" | "request"): FieldErrors {
  const errors: FieldErrors = {};
  const all: [DemoField, Rule<DemoInput>[]][] = [
    ...(Object.entries(fieldRules) as [DemoField, Rule<DemoInput>[]][]),
    mode === "book" ? ["Start", startRule] : ["Suggestion", suggestionRules],
  ];
  for (const [field, rules] of all) {
    const verdict = firstFailure(rules, input);
    if (!verdict.ok) errors[field] = verdict.message;
  }
  return errors;
}

/** The domain of an address, lower-cased. */
export const mailDomain = (email: string) => email.trim().toLowerCase().split("@").pop() ?? "";

/** Free webmail services refused when DEMO_REFUSE_FREE_WEBMAIL is on (docs/configuration.md). */
export const FREE_WEBMAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.in",
  "yahoo.co.uk",
  "ymail.com",
  "rediffmail.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mail.com",
  "gmx.com",
  "gmx.net",
  "proton.me",
  "protonmail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
]);
