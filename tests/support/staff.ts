import { randomUUID } from "node:crypto";
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

  /** The XSRF token this browser holds (a first page visit issues it). */
  async xsrfToken(): Promise<string> {
    if (!this.cookies.has("XSRF-TOKEN")) await this.get("/staff/login");
    return this.cookies.get("XSRF-TOKEN")!;
  }

  /** Posts a form as the page would: urlencoded, with `_xsrf` unless `xsrf: false`. */
  async postForm(
    path: string,
    fields: Record<string, string>,
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
