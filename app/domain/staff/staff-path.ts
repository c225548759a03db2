const STAFF_PATH = /^\/staff(?:$|[/.?#])/i;

/**
 * True for the staff console's addresses: /staff, /staff/…, and their data requests (/staff.data),
 * with or without a query. Letter case and percent-encoding are ignored, as the router ignores them.
 */
export function isStaffPath(pathOrUrl: string): boolean {
  // Asked on every request: most paths have nothing to decode.
  if (!pathOrUrl.includes("%")) return STAFF_PATH.test(pathOrUrl);
  let path = pathOrUrl;
  try {
    path = decodeURIComponent(pathOrUrl);
  } catch {}
  return STAFF_PATH.test(path);
}

/**
 * True for the console's sign-in steps, where a person is not signed in yet (or proves who they are
 * again): the password, the code, and the one-time links. `path` is a normalised action path (lower
 * case, no trailing slash, no `.data`).
 */
export function isStaffSignInPath(path: string): boolean {
  return /^\/staff\/(?:login(?:\/code)?|set-password\/[^/]+)$/.test(path);
}

/**
 * True for a console page that shows a public page as visitors will see it (a news story's preview):
 * it keeps the console's protections (no-store, noindex, sign-in) but the public site's frame.
 */
export function isStaffPreviewPath(pathname: string): boolean {
  return /^\/staff\/news\/[^/]+\/preview\/?$/i.test(pathname);
}
