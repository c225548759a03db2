import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * One person's mobile number however they typed it (docs/product.md §10.3): `98467 78899`, `9846778899`,
 * `+91 98467 78899` and `+919846778899` are one number, kept in E.164 (`+919846778899`) beside the text
 * as typed (columns `mobile_e164` and `mobile`).
 *
 * libphonenumber-js with its "min" metadata: the smallest build that still tells a valid number of a
 * country from an invalid one (the "mobile" and "max" builds add number types we do not use). A number
 * without a country code is read as Indian first (the default region), then as one of the UAE
 * (`050 123 4567`), so a Gulf number typed nationally is understood too. Only the server imports this:
 * the metadata (about 80 KB) stays out of the browser's bundles; the forms' rule is in
 * app/domain/validation/common-rules.ts.
 */
const REGIONS: readonly CountryCode[] = ["IN", "AE"];

/**
 * The number in E.164, or null when it is none: the first region in which it is a valid number, else
 * the default region's reading when it could be one there (the right length for India; the UAE's
 * metadata counts five digits as possible, so a stray short number is not read as a Gulf one).
 */
export function mobileE164(typed: string): string | null {
  const read = readMobile(typed);
  return read.valid ?? read.possible;
}

function readMobile(typed: string): { valid: string | null; possible: string | null } {
  const value = typed.trim();
  let possible: string | null = null;
  if (!/\d/.test(value)) return { valid: null, possible };
  for (const region of REGIONS) {
    const parsed = parsePhoneNumberFromString(value, region);
    if (!parsed) continue;
    if (parsed.isValid()) return { valid: parsed.number, possible };
    if (region === REGIONS[0] && parsed.isPossible()) possible = parsed.number;
  }
  return { valid: null, possible };
}

/**
 * A search box that holds one whole, valid mobile number and nothing else (digits and the separators
 * people type): its E.164, so the inbox also finds the number however it was typed; null for any other
 * search. Only a valid number: `98470`, the beginning of one, is searched as a word (docs/product.md §10.3).
 */
export function searchedMobile(q: string): string | null {
  return /^[0-9 +\-().]+$/.test(q.trim()) ? readMobile(q).valid : null;
}
