import { chosenProducts } from "~/content/product-index";
import {
  demoFormErrors,
  demoMessages,
  FREE_WEBMAIL_DOMAINS,
  mailDomain,
  type FieldErrors,
} from "~/domain/demo/demo-form";
import { noticeVersion } from "~/domain/privacy-notices";
import type { Locale } from "~/domain/locale/locales";
import { text } from "~/domain/validation/rules";
import type { FirstTouch } from "~/domain/insights/first-touch";
import { touchColumns } from "../insights/touch-columns";

/** What the demo form posts, as the use cases take it. */
export type DemoRequest = {
  Products: string[];
  Company: string;
  Name: string;
  Email: string;
  Phone: string;
  Country: string;
  Note: string;
  Start: string;
  Suggestion: string;
  Website?: string;
};

export type BookingOutcome =
  | {
      ok: true;
      message: string;
      token: string | null;
      start: string | null;
      minutes: number;
      presenters: string[];
      /** False when the public forms' hourly cap held the visitor's mail back. */
      mailed: boolean;
    }
  /** `taken`: the time went meanwhile; `limited`: a bound of DEMO_LIMITS refused the booking. */
  | { ok: false; message: string; errors: FieldErrors; taken?: boolean; limited?: boolean };

/** The form's rules (app/domain/demo/demo-form.ts), and free webmail refused when the setting says so. */
export function demoRequestErrors(request: DemoRequest, mode: "book" | "request", refuseFreeWebmail: boolean) {
  const errors = demoFormErrors({ ...request, Products: chosenProducts(request.Products) }, mode);
  if (!errors.Email && refuseFreeWebmail && FREE_WEBMAIL_DOMAINS.has(mailDomain(text(request.Email))))
    errors.Email = demoMessages.freeMail;
  return errors;
}

/** The visitor's side of a new booking or request row, with the first touch of their visit (server/insights). */
export const visitorRow = (
  request: DemoRequest,
  products: string[],
  clientIp: string,
  now: string,
  touch: FirstTouch | null,
  /** The language of the page the booking was made on (docs/decisions/0190-notice-language.md). */
  language?: Locale,
) => ({
  products: JSON.stringify(products),
  company: text(request.Company),
  name: text(request.Name),
  email: text(request.Email),
  email_key: text(request.Email).toLowerCase(),
  phone: text(request.Phone),
  country: text(request.Country),
  note: text(request.Note),
  created_at: now,
  updated_at: now,
  client_ip: clientIp,
  notice_version: noticeVersion("demo", language),
  sequence: 0,
  reminder_sent_at: null,
  ...touchColumns(touch),
});
