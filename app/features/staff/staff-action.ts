import type { StaffFailureView } from "~/domain/staff/staff-user";

/**
 * What a console action answers for the page to show beside the form that asked (`intent`): a
 * confirmation, or a refusal with the field it concerns. Extra values (a one-time link, recovery
 * codes) appear here once and never in a loader.
 */
export type StaffActionResult<Extra = object> = {
  intent: string;
  /** The record the form acted on, when the page lists several (a session, an account). */
  subject?: string;
  success?: string;
  error?: string;
  field?: string | null;
} & Partial<Extra>;

/** The intent a console form posted (its submit button's or hidden field's `intent`). */
export function intentOf(form: FormData): string {
  const v = form.get("intent");
  return typeof v === "string" ? v : "";
}

/** The failure of a service call as an action result. */
export function failureResult(intent: string, failure: StaffFailureView, subject?: string): StaffActionResult {
  return { intent, subject, error: failure.message, field: failure.field ?? null };
}

/** The text of a posted field, "" when absent. */
export function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}
