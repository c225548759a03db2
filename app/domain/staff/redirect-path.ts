/** Where the console sends a person after signing in when nothing (or nothing safe) was asked for. */
export const STAFF_HOME = "/staff";

/**
 * A `redirectTo` value made safe: a console path (`/staff` or under it) once resolved as the browser
 * would resolve it. The check runs on the resolved path, since resolving removes dot segments
 * (`/.//evil` becomes `//evil`, which a browser reads as another host), and on its percent-decoded
 * form, so no spelling of `//`, a backslash or a dot segment gets through. Anything else gives `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback: string = STAFF_HOME): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // Browsers drop tabs and newlines inside URLs and treat a backslash like a slash.
  if ([...value].some((ch) => ch < " " || ch === "\u007f" || ch === "\\")) return fallback;
  const resolved = new URL(value, RESOLVING_ORIGIN);
  if (resolved.origin !== RESOLVING_ORIGIN) return fallback;
  return isConsolePath(resolved.pathname) ? resolved.pathname + resolved.search + resolved.hash : fallback;
}

const RESOLVING_ORIGIN = "http://staff.invalid";

/** `/staff` or a path under it, with no empty, `.` or `..` segment and no backslash, before or after decoding. */
function isConsolePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return [pathname, decoded].every((p) => {
    if (p !== STAFF_HOME && !p.startsWith(`${STAFF_HOME}/`)) return false;
    if ([...p].some((ch) => ch < " " || ch === "\u007f" || ch === "\\")) return false;
    // A trailing slash is harmless; an empty segment elsewhere (`//`) or a dot segment is not.
    return !p
      .slice(1)
      .split("/")
      .some((segment, i, all) => segment === "." || segment === ".." || (segment === "" && i < all.length - 1));
  });
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
