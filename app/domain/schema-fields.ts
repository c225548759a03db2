import { z } from "zod";
import { storableText } from "./validation/patterns";

/**
 * The field types the request schemas (`*-schema.ts`) are made of. They check types only, as JSON or
 * a form sends them; whether a value is valid is for the rules of app/domain/validation, which run
 * after and give the messages. These modules are for the server: the browser imports their types
 * only, so zod stays out of its bundle (docs/decisions/0015-request-schemas-server-side.md).
 */

/** Text that may be absent or null, which counts as "". */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** Optional text with an upper bound on what a request may carry (far above any form's limit). */
export const boundedText = (max: number) => optionalText.pipe(z.string().max(max));

/**
 * What a client reports about itself (IpAddress, BrowserInfo): stored as sent, up to `max` characters,
 * but without NUL and unpaired surrogates, which no rule judges (they have no message) and PostgreSQL
 * would refuse.
 */
export const reportedText = (max: number) => boundedText(max).transform(storableText);

/** A number as a form sends it: a JSON number, numeric text, or empty (null). The rules decide what is valid. */
export const numberField = z
  .union([z.number(), z.string().max(30)])
  .nullish()
  .transform((v) => v ?? null);

/** A flag as JSON (true/false) or as the text or 0/1 some clients send. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["true", "false", "True", "False", "1", "0", "Y", "N", ""])])
  .nullish()
  .transform((v) => v === true || v === 1 || v === "true" || v === "True" || v === "1" || v === "Y");

/** The honeypot field (HONEYPOT_FIELD in ./honeypot): optional text that people never fill. */
export const honeypot = z.string().nullish();

/** Fields the browser adds to every request itself: the client's own report of where it is, and the honeypot. */
export type ClientAddedField = "IpAddress" | "BrowserInfo" | "Website";
