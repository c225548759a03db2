import { isEmail } from "./patterns";
import { rule, text, type Rule } from "./rules";

/**
 * The name, e-mail and mobile rules that the contact form, the resume form and the wizard's first
 * step share (docs/product.md §5.2), with their exact messages. `get` picks the field from the form.
 */
export const commonMessages = {
  nameRequired: "Name must be entered",
  nameInvalid: "A valid name must be entered",
  emailRequired: "E-mail address must be entered",
  emailTooShort: "A valid e-mail must be entered",
  emailInvalid: "A valid e-mail address must be entered",
  mobileRequired: "Mobile number must be entered",
  mobileInvalid: "A valid mobile number must be entered",
} as const;

/** Minimum lengths and limits of docs/product.md §5.2. */
export const commonLimits = {
  nameMin: 3,
  emailMin: 10,
  mobileMin: 7,
  mobileMax: 14,
} as const;

export function nameRules<T>(get: (input: T) => unknown): Rule<T>[] {
  return [
    rule((i) => text(get(i)) === "", commonMessages.nameRequired),
    rule((i) => text(get(i)).length < commonLimits.nameMin, commonMessages.nameInvalid),
  ];
}

export function emailRules<T>(get: (input: T) => unknown): Rule<T>[] {
  return [
    rule((i) => text(get(i)) === "", commonMessages.emailRequired),
    rule((i) => text(get(i)).length < commonLimits.emailMin, commonMessages.emailTooShort),
    rule((i) => !isEmail(text(get(i))), commonMessages.emailInvalid),
  ];
}

export function mobileRules<T>(get: (input: T) => unknown): Rule<T>[] {
  return [
    rule((i) => text(get(i)) === "", commonMessages.mobileRequired),
    rule((i) => {
      const n = text(get(i)).length;
      return n < commonLimits.mobileMin || n > commonLimits.mobileMax;
    }, commonMessages.mobileInvalid),
  ];
}
