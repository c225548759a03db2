/** Where the console sends a person after signing in when nothing (or nothing safe) was asked for. */
export const STAFF_HOME = "/staff";

/**
 * A `redirectTo` value made safe: a path on this site only. Anything that a browser could read as
 * another origin (`//evil`, `/\evil`, `https://…`, a scheme, control characters) gives the console home.
 */
export function safeRedirectPath(value: unknown, fallback: string = STAFF_HOME): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Browsers drop tabs and newlines inside URLs and treat a backslash like a slash.
  if ([...value].some((ch) => ch < " " || ch === "\u007f" || ch === "\\")) return fallback;
  // The result must stay on this origin once the browser resolves it.
  const resolved = new URL(value, "http://staff.invalid");
  if (resolved.origin !== "http://staff.invalid") return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}

/**
 * The sign-in page's address for someone who asked for `path`; `reason` "expired" makes the page say
 * that the code step took too long.
 */
export function signInPath(path: string, reason?: "expired"): string {
  return `/staff/login?redirectTo=${encodeURIComponent(safeRedirectPath(path))}${reason ? `&reason=${reason}` : ""}`;
}

/** The sign-in's second step (the code), which goes on to `path` afterwards. */
export function signInCodePath(path: string): string {
  return `/staff/login/code?redirectTo=${encodeURIComponent(safeRedirectPath(path))}`;
}
