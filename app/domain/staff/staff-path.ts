/**
 * True for the staff console's addresses: /staff, /staff/…, and their data requests (/staff.data),
 * with or without a query. Letter case and percent-encoding are ignored, as the router ignores them.
 */
export function isStaffPath(pathOrUrl: string): boolean {
  let path = pathOrUrl;
  try {
    path = decodeURIComponent(pathOrUrl);
  } catch {}
  return /^\/staff(?:$|[/.?#])/i.test(path);
}
