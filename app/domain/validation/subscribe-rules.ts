import { isEmail } from "./patterns";
import { rule, text, type Rule } from "./rules";

/** The newsletter box (docs/product.md §5.3). */
export const subscribeMessages = {
  emailRequired: "Please enter your email address first",
  emailInvalid: "Please enter a valid email address first",
  // Double opt-in: the address is subscribed once it follows the link mailed to it
  // (docs/decisions/0034-newsletter-double-opt-in.md).
  success: "Thank you! Please check your inbox: we have sent you a link to confirm your subscription.",
} as const;

/** The input is limited to 90 characters (docs/product.md §2.12, §5.3). */
export const SUBSCRIBE_EMAIL_MAX = 90;

export type SubscribeInput = { Email?: unknown };

export const subscribeRules: Rule<SubscribeInput>[] = [
  rule((i) => text(i.Email) === "", subscribeMessages.emailRequired),
  // The browser's maxLength keeps people under the limit; a longer address sent to the API is not one
  // the form could have produced, so it is answered as invalid.
  rule((i) => !isEmail(text(i.Email)) || text(i.Email).length > SUBSCRIBE_EMAIL_MAX, subscribeMessages.emailInvalid),
];
