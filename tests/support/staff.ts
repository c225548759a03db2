import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { StaffRole } from "~/domain/permissions";
import type { TestServer } from "./test-server";

/** A password that passes the policy, for tests. */
export const STAFF_TEST_PASSWORD = "orbit-lantern-velvet-42";

/**
 * Talks to the staff pages as a browser without JavaScript does: keeps the cookies it is given
 * (XSRF-TOKEN and the session), posts forms with the hidden XSRF field, and never follows redirects
 * (tests look at them).
 */
export class StaffBrowser {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  private keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attributes] = c.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(this.baseUrl + path, {
      redirect: "manual",
      headers: { accept: "text/html", cookie: this.cookieHeader(), ...headers },
    });
    this.keep(res);
    return res;
  }

  /** This browser's staff session cookie (either name), or undefined when signed out. */
  sessionCookie(): string | undefined {
    return this.cookies.get("__Host-staff") ?? this.cookies.get("staff");
  }

  /** The session the form token below was read for, and the token. */
  private formToken: { session: string; token: string } | undefined;

  /**
   * The XSRF token this browser's forms carry: signed in, the one the console derives from the
   * session (read from a console page's hidden field, once per session); signed out, the XSRF
   * cookie's (a first page visit issues it).
   */
  async xsrfToken(): Promise<string> {
    const session = this.sessionCookie();
    if (session && this.formToken?.session !== session) {
      const res = await this.get("/staff/account");
      const token = /name="_xsrf" value="([^"]+)"/.exec(await res.text())?.[1];
      // A session the server no longer accepts gets the sign-in page: the visitor's token then.
      if (token && res.status === 200) this.formToken = { session, token };
    }
    if (session && this.formToken?.session === session) return this.formToken.token;
    if (!this.visitorToken()) await this.get("/staff/login");
    return this.visitorToken()!;
  }

  /** The XSRF cookie's token (plain, or __Host- over https). */
  visitorToken(): string | undefined {
    return this.cookies.get("__Host-XSRF-TOKEN") ?? this.cookies.get("XSRF-TOKEN");
  }

  /** Posts a form as the page would: urlencoded, with `_xsrf` unless `xsrf: false`. */
  async postForm(
    path: string,
    /** Pairs when a field repeats (ticked checkboxes of one name). */
    fields: Record<string, string> | [string, string][],
    options: { xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const body = new URLSearchParams(fields);
    if (options.xsrf !== false) body.set("_xsrf", await this.xsrfToken());
    const res = await fetch(this.baseUrl + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
        cookie: this.cookieHeader(),
        ...options.headers,
      },
      body,
    });
    this.keep(res);
    return res;
  }

  /** Posts a multipart form (with files) as the page would, with `_xsrf`. */
  async postMultipart(
    path: string,
    fields: Record<string, string>,
    files: Record<string, { name: string; type: string; bytes: Uint8Array }> = {},
  ): Promise<Response> {
    const body = new FormData();
    body.set("_xsrf", await this.xsrfToken());
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    for (const [k, f] of Object.entries(files))
      body.set(k, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
    const res = await fetch(this.baseUrl + path, {
      method: "POST",
      redirect: "manual",
      headers: { accept: "text/html", cookie: this.cookieHeader() },
      body,
    });
    this.keep(res);
    return res;
  }

  /** Signs in through the sign-in form; the response is the form's answer (302 on success). */
  signIn(email: string, password: string, redirectTo?: string): Promise<Response> {
    return this.postForm("/staff/login", { email, password, ...(redirectTo ? { redirectTo } : {}) });
  }
}

/** Creates an account with a password, straight through the service (as `npm run staff -- add-user` does). */
export async function createStaffUser(
  server: Pick<TestServer, "services">,
  options: { role?: StaffRole; email?: string; name?: string; password?: string } = {},
) {
  const role = options.role ?? "admin";
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@staff.example`;
  const password = options.password ?? STAFF_TEST_PASSWORD;
  const created = await server.services.staffAuth.addUser(
    { email, name: options.name ?? `Test ${role}`, role, password },
    { system: "test" },
    { ip: null, userAgent: null },
  );
  if (!created.ok) throw new Error(`could not create a staff account: ${created.message}`);
  return { user: created.user, email, password };
}

/** A browser signed in as a new account of this role. */
export async function signedInAs(server: Pick<TestServer, "services" | "baseUrl">, role: StaffRole = "admin") {
  const account = await createStaffUser(server, { role });
  const browser = new StaffBrowser(server.baseUrl);
  const res = await browser.signIn(account.email, account.password);
  if (res.status !== 302) throw new Error(`sign-in as ${role} answered ${res.status}`);
  return { browser, ...account };
}

export { asHtml } from "./html";

const TOTP_STEP_MS = 30_000;

/**
 * The code an authenticator app shows for this secret, `steps` 30-second steps from now. Computed
 * here with the otpauth library directly, not with the server's helper.
 */
export function authenticatorCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s+/g, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: Date.now() + steps * TOTP_STEP_MS,
  });
}

/**
 * Waits, if needed, until at least `marginMs` are left in the current 30-second step, so codes
 * computed now are judged in the same step by the server.
 */
export async function awaitFreshTotpStep(marginMs = 4000): Promise<void> {
  const left = TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 50));
}

/**
 * Turns on two-step sign-in for the browser's person through the account page, as a person does:
 * start, read the key the page shows, confirm with the app's code of the previous step (so the
 * current and next steps' codes stay free for signing in). Answers the key and the recovery codes.
 */
export async function enrolTwoFactor(
  browser: StaffBrowser,
  password = STAFF_TEST_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await browser.postForm("/staff/account", { intent: "two-factor-start" });
  if (started.status !== 200) throw new Error(`starting the set-up answered ${started.status}`);
  const page = await (await browser.get("/staff/account")).text();
  const secret = /([A-Z2-7]{4}(?: [A-Z2-7]{4}){7})/.exec(page)?.[1]?.replace(/ /g, "");
  if (!secret) throw new Error("the account page shows no key to type");
  await awaitFreshTotpStep();
  const confirmed = await browser.postForm("/staff/account", {
    intent: "two-factor-confirm",
    code: authenticatorCode(secret, -1),
    currentPassword: password,
  });
  const html = await confirmed.text();
  if (confirmed.status !== 200) throw new Error(`confirming the set-up answered ${confirmed.status}`);
  // The page shows them once; the same list also travels in the page's hydration data.
  const recoveryCodes = [...new Set(html.match(/\b[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}\b/g))];
  return { secret, recoveryCodes };
}

/** The audit trail's rows of one action on one staff member, oldest first. */
export function auditRowsFor(server: Pick<TestServer, "db">, action: string, userId: number) {
  return server.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("target_id", "=", String(userId))
    .orderBy("id")
    .execute();
}
