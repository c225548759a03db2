/**
 * A valid e-mail address (docs/product.md §5.2): a local part, one @, and a domain with at least one dot
 * and a top-level part of two or more letters. No spaces anywhere.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * Text that is text: no NUL, no U+FFFD (what bytes that are not UTF-8 decode to), and no unpaired
 * surrogate (what a JSON `\ud800` escape decodes to). A field holding anything else gets its own
 * "valid" message. Written as a loop: `String.prototype.isWellFormed` is missing from older browsers.
 */
export function isCleanText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0 || c === 0xfffd || (c >= 0xdc00 && c <= 0xdfff)) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/**
 * The characters people group a mobile number's digits with: spaces, dashes, dots and parentheses
 * (`+91 97890 12345`, `(050) 123-4567`, `98467.78899`).
 */
const MOBILE_SEPARATORS = /[ .\-()]/g;

/**
 * A mobile number as the forms take it (docs/product.md §5.2, §7.18): ASCII digits, `+` and the
 * separators only; its length is that of `mobileWithoutSeparators`.
 */
export function isMobileNumberText(value: string): boolean {
  return /^[0-9 +.\-()]+$/.test(value);
}

/** The number without its separators: what the length rule counts. */
export function mobileWithoutSeparators(value: string): string {
  return value.replace(MOBILE_SEPARATORS, "");
}

/** A landline or phone number as people write it: ASCII digits, spaces and + - ( ) only. */
export function isPhoneNumber(value: string): boolean {
  return /^[0-9 +\-()]+$/.test(value);
}

/** The text without NUL and unpaired surrogates: what no database column should hold (PostgreSQL refuses a NUL). */
export function storableText(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0 || (c >= 0xdc00 && c <= 0xdfff)) continue;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) out += value[i]! + value[++i]!;
      continue;
    }
    out += value[i];
  }
  return out;
}
