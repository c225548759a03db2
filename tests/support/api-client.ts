import { fetchXsrf, type Xsrf } from "./xsrf";
import type { Json } from "./json";

/** Talks to the API as the site's own pages do: it holds the XSRF cookie and echoes it in the header. */
export class ApiClient {
  private xsrf: Xsrf | undefined;
  constructor(readonly baseUrl: string) {}

  async xsrfToken(): Promise<string> {
    this.xsrf ??= await fetchXsrf(this.baseUrl);
    return this.xsrf.token;
  }

  /** The Cookie header that carries the token: `XSRF-TOKEN=…`, or `__Host-XSRF-TOKEN=…` over https. */
  private xsrfCookie(token: string): string {
    return this.xsrf?.token === token ? this.xsrf.cookie : `XSRF-TOKEN=${encodeURIComponent(token)}`;
  }

  async get(path: string) {
    const res = await fetch(this.baseUrl + path, { headers: { accept: "application/json" } });
    return { status: res.status, headers: res.headers, body: await parse(res) };
  }

  /** POSTs JSON (or a raw string body) with the cookie and the matching X-XSRF-TOKEN header. */
  async post(path: string, body: unknown, options: { xsrf?: string | null; headers?: Record<string, string> } = {}) {
    const token = await this.xsrfToken();
    const headers: Record<string, string> = {
      "content-type": "application/json",
      cookie: this.xsrfCookie(token),
      ...options.headers,
    };
    if (options.xsrf !== null) headers["x-xsrf-token"] = options.xsrf ?? token;
    const res = await fetch(this.baseUrl + path, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await parse(res) };
  }

  /**
   * Posts a page's form as a browser without JavaScript does: the cookie, no header, the token (if any)
   * among the fields. Fields go URL-encoded, or as multipart when given as FormData (a file upload).
   */
  async postForm(path: string, fields: Record<string, string> | FormData): Promise<Response> {
    const token = await this.xsrfToken();
    const urlEncoded = !(fields instanceof FormData);
    return fetch(this.baseUrl + path, {
      method: "POST",
      headers: {
        ...(urlEncoded ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        accept: "text/html",
        cookie: this.xsrfCookie(token),
      },
      body: urlEncoded ? new URLSearchParams(fields).toString() : fields,
    });
  }
}

async function parse(res: Response): Promise<Json> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
