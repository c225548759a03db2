/**
 * The words the public forms share (app/components/forms: the status line, the person's fields, "optional",
 * "Please wait") in English, and the forms' messages (the rules' checks in the browser and the server's
 * answers, which stay English in the API) that a translated page shows in its language. Every other
 * language's catalogue (forms.ts) must translate each message of the forms: a missing one is a type error.
 */
export const FORMS_EN = {
  /** What a submit button says while its request is in flight (PENDING_LABEL). */
  pending: "Please wait",
  optional: "(optional)",
  name: "Name",
  email: "Email",
  mobile: "Mobile",
};

export type FormsWords = typeof FORMS_EN & {
  /** English message -> this language's; empty in English. */
  messages: Record<string, string>;
};

export const ENGLISH_FORMS: FormsWords = { ...FORMS_EN, messages: {} };
