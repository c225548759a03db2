import { numberOf } from "../job-application";
import { isCleanText, isEmail, isMobileNumberText, mobileWithoutSeparators } from "./patterns";
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

/**
 * Minimum lengths and limits of docs/product.md §5.2. The mobile's 7 to 14 count the number without its
 * separators (§7.18); its input takes 20 characters, so `+971 50 123 4567` fits as typed.
 */
export const commonLimits = {
  nameMin: 3,
  emailMin: 10,
  mobileMin: 7,
  mobileMax: 14,
  mobileInputMax: 20,
} as const;

/**
 * The field a message belongs beside rather than on the form's status line (docs/product.md §5.1): the
 * mobile's two messages, so a refused number is read next to the number typed (§7.18).
 */
export function commonFieldOf(message: string): "Mobile" | null {
  return message === commonMessages.mobileRequired || message === commonMessages.mobileInvalid ? "Mobile" : null;
}

export function nameRules<T>(get: (input: T) => unknown): Rule<T>[] {
  return [
    rule((i) => text(get(i)) === "", commonMessages.nameRequired),
    rule((i) => text(get(i)).length < commonLimits.nameMin || !isCleanText(text(get(i))), commonMessages.nameInvalid),
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
      const typed = text(get(i));
      const n = mobileWithoutSeparators(typed).length;
      return !isMobileNumberText(typed) || n < commonLimits.mobileMin || n > commonLimits.mobileMax;
    }, commonMessages.mobileInvalid),
  ];
}

/** The one wording of every length limit. */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must not be longer than ${max} characters`;
}

/**
 * A free-text answer that must be given, be at least `min` and at most `max` characters long: the
 * required, invalid and too-long messages, in that order. `when` limits them to when the answer applies.
 */
export function textLengthRules<T>(
  get: (input: T) => unknown,
  messages: { required: string; invalid: string; field: string },
  limits: { min: number; max: number },
  when: (input: T) => boolean = () => true,
): Rule<T>[] {
  return [
    rule((i) => when(i) && text(get(i)) === "", messages.required),
    rule((i) => when(i) && (text(get(i)).length < limits.min || !isCleanText(text(get(i)))), messages.invalid),
    rule((i) => when(i) && text(get(i)).length > limits.max, tooLongMessage(messages.field, limits.max)),
  ];
}

/** A year that is not a whole year from `span` years ago to `currentYear` (the popups' years). */
export function yearOutsideSpan(value: unknown, currentYear: number, span: number): boolean {
  const y = numberOf(value)!;
  return !Number.isInteger(y) || y < currentYear - span || y > currentYear;
}
