/**
 * Redirects marketing sets when a page moves (docs/product/staff-content.md §10.15, decision 0168): an old
 * address on this site sends visitors to a new one, permanently (301) or for now (302). The rules live here,
 * pure, for the console's form and the server alike.
 */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_STATUS_CHOICES = [
  { value: "301", label: "301: moved for good (search engines move the page's ranking)" },
  { value: "302", label: "302: moved for now (search engines keep the old address)" },
] as const;

export const OLD_ADDRESS_MAX = 300;
export const TARGET_MAX = 500;

/** A redirect as stored: the old address normalised (normaliseSitePath), where it sends, and how. */
export type Redirect = { id: number; from: string; to: string; status: RedirectStatus };

export type RedirectInput = { from: string; to: string; status: string };
export type RedirectFieldErrors = Partial<Record<"from" | "to" | "status", string>>;

export const redirectMessages = {
  fromRequired: "The old address is required.",
  fromNotPath: "The old address must be a path on this site starting with /, such as /old-page (no https:// or host).",
  fromTooLong: `The old address must be at most ${OLD_ADDRESS_MAX} characters.`,
  fromQuery: "The old address must be a path without a query or fragment (nothing from ? or # on).",
  fromReserved: (prefix: string) =>
    `The old address cannot be under ${prefix}: those addresses belong to the console, the API or the site's files.`,
  fromTaken: (from: string) => `${from} is already redirected: change that redirect instead.`,
  toRequired: "The new address is required.",
  toBad: "The new address must be a path on this site starting with / or a full http:// or https:// address.",
  toTooLong: `The new address must be at most ${TARGET_MAX} characters.`,
  badStatus: "Choose 301 or 302.",
  loopToItself: (from: string) => `${from} would send visitors to itself: that is a loop.`,
  loop: (from: string, to: string) =>
    `${to} is already redirected to ${from}: a redirect from ${from} to ${to} would make a loop.`,
  chainAfter: (to: string, next: string) =>
    `${to} is itself redirected to ${next}: point this redirect at ${next} directly, so visitors are not sent twice.`,
  chainBefore: (earlier: string, from: string) =>
    `${earlier} is redirected to ${from}: visitors would be sent twice. Point ${earlier}'s redirect at the new address first.`,
  livePage: (from: string) =>
    `${from} is a page of the site today: visitors asking for it now go to the new address instead of seeing it.`,
  added: "The redirect is saved and works now on every server.",
  saved: "The redirect is saved and works now on every server.",
  removed: (from: string) => `The redirect from ${from} is removed: the address answers as it would without it.`,
  noSuchRedirect: "There is no such redirect.",
} as const;

/**
 * Prefixes an old address may not take: the console, the API, the built files and the uploaded pictures,
 * and the health and metrics endpoints. A redirect there would hijack the console or the site's own files.
 */
const RESERVED_PREFIXES = ["/staff", "/api", "/assets", "/media", "/images", "/healthz", "/readyz", "/metrics"];

/**
 * A site path as a redirect matches it: percent-encoding decoded, lower case (the router ignores case), no
 * trailing slash but for "/" itself, repeated slashes as one. Null when it cannot be decoded.
 */
export function normaliseSitePath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const squeezed = decoded.toLowerCase().replace(/\/{2,}/g, "/");
  return squeezed.length > 1 ? squeezed.replace(/\/+$/, "") : squeezed;
}

/** The old address's path if it may be redirected, or the message saying why not. */
function checkOldAddress(raw: string): { ok: true; path: string } | { ok: false; error: string } {
  if (!raw) return { ok: false, error: redirectMessages.fromRequired };
  if (raw.length > OLD_ADDRESS_MAX) return { ok: false, error: redirectMessages.fromTooLong };
  if (!raw.startsWith("/") || raw.startsWith("//") || /\s|\\/.test(raw))
    return { ok: false, error: redirectMessages.fromNotPath };
  if (/[?#]/.test(raw)) return { ok: false, error: redirectMessages.fromQuery };
  const path = normaliseSitePath(raw);
  if (path === null || path.includes("/../") || path.endsWith("/.."))
    return { ok: false, error: redirectMessages.fromNotPath };
  const reserved = RESERVED_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}.`));
  if (reserved) return { ok: false, error: redirectMessages.fromReserved(reserved) };
  return { ok: true, path };
}

/** True for a target marketing may send visitors to: a site path, or an absolute http(s) address. */
function isAllowedTarget(target: string): boolean {
  if (/\s|\\/.test(target)) return false;
  if (target.startsWith("/")) return !target.startsWith("//");
  try {
    const url = new URL(target);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The site path a target names, normalised without its query and fragment; null for another site. */
export function targetSitePath(target: string): string | null {
  if (!target.startsWith("/")) return null;
  return normaliseSitePath(target.replace(/[?#].*$/, "") || "/");
}

export type RedirectCheck =
  | { ok: true; values: { from: string; to: string; status: RedirectStatus }; warning: string | null }
  | { ok: false; errors: RedirectFieldErrors };

/**
 * Checks a redirect against the others (`existing`, without the one being changed) and the site's pages
 * (`livePages`, normalised paths): the old address a site path that is not the console's, the API's or a
 * file's, and not redirected already; the target a site path or an http(s) address; no loop (A to A, or A
 * to B where B goes to A) and no chain (A to B where B is redirected, or X to A where A would now be): a
 * visitor is sent once, to a page that answers. An old address that is a page today is allowed, with the
 * warning that visitors will no longer see it (a page that moves keeps its old address for a while).
 */
export function checkRedirect(
  input: RedirectInput,
  existing: readonly Redirect[],
  livePages: ReadonlySet<string>,
): RedirectCheck {
  const errors: RedirectFieldErrors = {};
  const from = checkOldAddress(input.from.trim());
  if (!from.ok) errors.from = from.error;
  const to = input.to.trim();
  if (!to) errors.to = redirectMessages.toRequired;
  else if (to.length > TARGET_MAX) errors.to = redirectMessages.toTooLong;
  else if (!isAllowedTarget(to)) errors.to = redirectMessages.toBad;
  const status = Number(input.status);
  if (!REDIRECT_STATUSES.includes(status as RedirectStatus)) errors.status = redirectMessages.badStatus;
  if (!from.ok || errors.to || errors.status) return { ok: false, errors };

  const path = from.path;
  if (existing.some((r) => r.from === path)) return { ok: false, errors: { from: redirectMessages.fromTaken(path) } };
  const toPath = targetSitePath(to);
  if (toPath === path) return { ok: false, errors: { to: redirectMessages.loopToItself(path) } };
  const next = toPath === null ? undefined : existing.find((r) => r.from === toPath);
  if (next && targetSitePath(next.to) === path)
    return { ok: false, errors: { to: redirectMessages.loop(path, toPath!) } };
  if (next) return { ok: false, errors: { to: redirectMessages.chainAfter(toPath!, next.to) } };
  const earlier = existing.find((r) => targetSitePath(r.to) === path);
  if (earlier) return { ok: false, errors: { from: redirectMessages.chainBefore(earlier.from, path) } };

  return {
    ok: true,
    values: { from: path, to, status: status as RedirectStatus },
    warning: livePages.has(path) ? redirectMessages.livePage(path) : null,
  };
}

/** Where a redirect sends a request: its target, with the request's query string kept (before any fragment). */
export function redirectLocation(target: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (!query) return target;
  const hash = target.indexOf("#");
  const [base, fragment] = hash === -1 ? [target, ""] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}${query}${fragment}`;
}
