import { can, STAFF_MENU, type Permission } from "../permissions";
import { STAFF_HOME } from "./redirect-path";

/** Console pages reached from another page rather than the menu, with the permission they check. */
const PAGES_OUTSIDE_MENU: readonly { href: string; permission: Permission }[] = [
  { href: "/staff/resumes", permission: "resumes:read" },
];
/** Pages under a menu entry that check another permission than the entry's list. */
const PAGES_UNDER_MENU: readonly { pattern: RegExp; permission: Permission }[] = [
  // An application's resume file.
  { pattern: /^\/staff\/applications\/[^/]+\/resume(?:\/|$)/, permission: "resumes:read" },
  // One subscriber's page, where they are unsubscribed or erased.
  { pattern: /^\/staff\/subscribers\/\d+$/, permission: "subscribers:write" },
  // Who presents demos when: linked from /staff/demos for the roles that may change it.
  { pattern: /^\/staff\/demos\/settings$/, permission: "demos:configure" },
  // One job's applications as a board: HR's pipeline, under the jobs entry.
  { pattern: /^\/staff\/jobs\/[^/]+\/board$/, permission: "applications:read" },
];

/**
 * The permission a console path's page checks, read from the menu (the longest entry the path is at
 * or under); the route-by-role test holds every page to it. Used before a redirect, to avoid sending
 * a person to a page that would refuse them.
 */
export function pathPermission(path: string): Permission {
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, "") || "/";
  const special = PAGES_UNDER_MENU.find((page) => page.pattern.test(pathname));
  if (special) return special.permission;
  let best: { href: string; permission: Permission } | undefined;
  for (const entry of [...STAFF_MENU, ...PAGES_OUTSIDE_MENU]) {
    const under = pathname === entry.href || pathname.startsWith(`${entry.href}/`);
    if (under && (!best || entry.href.length > best.href.length)) best = entry;
  }
  return best?.permission ?? "staff:enter";
}

/** The query that makes the console home say the page asked for is not open to the person's role. */
export const NOT_FOR_ROLE_NOTE = "not-for-role";

/**
 * Where a person who has just signed in goes: the page asked for when their role opens it, else the
 * console home with a note saying why (a 403 right after signing in reads as a broken sign-in).
 */
export function landingPath(role: string, redirectTo: string): string {
  return can(role, pathPermission(redirectTo)) ? redirectTo : `${STAFF_HOME}?note=${NOT_FOR_ROLE_NOTE}`;
}
