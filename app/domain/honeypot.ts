/**
 * Every public form carries this field, hidden from people (visually and from assistive technology)
 * but tempting to bots. A submission with it filled is answered as a success and not stored.
 */
export const HONEYPOT_FIELD = "Website";

export function isHoneypotFilled(payload: unknown): boolean {
  if (!payload || typeof payload !== "object") return false;
  const v = (payload as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof v === "string" && v.trim() !== "";
}
