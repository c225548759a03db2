import { memoizePromise } from "~/shared/memoize-promise";

/**
 * How the site's pages call the JSON API: same origin, JSON, the XSRF token from the XSRF-TOKEN cookie
 * echoed in X-XSRF-TOKEN, a time limit, and failures reported as values (never thrown) so a form can
 * show a message and keep what the visitor typed.
 */
export const NETWORK_FAILURE_MESSAGE =
  "We could not reach our server, so nothing was sent. Please check your connection and try again — what you typed is still here.";
export const SERVER_FAILURE_MESSAGE =
  "Our server could not process your request just now, so nothing was saved. Please try again in a moment — what you typed is still here.";
export const RATE_LIMIT_FAILURE_MESSAGE =
  "You have sent several requests in a short time. Please wait a minute and try again — what you typed is still here.";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; data: Partial<T> & { Message?: string }; message: string };

export function readXsrfCookie(): string {
  // Over https the cookie carries the __Host- prefix; a plain one left from before is not the server's.
  const m =
    /(?:^|;\s*)__Host-XSRF-TOKEN=([^;]*)/.exec(document.cookie) ?? /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]!) : "";
}

async function request<T>(
  method: "GET" | "POST",
  path: string,
  body: unknown,
  timeoutMs: number,
): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers:
        method === "POST"
          ? { "content-type": "application/json", "x-xsrf-token": readXsrfCookie(), accept: "application/json" }
          : { accept: "application/json" },
      body: method === "POST" ? JSON.stringify(body) : undefined,
      credentials: "same-origin",
      signal: controller.signal,
    });
  } catch {
    return { ok: false, status: 0, data: {}, message: NETWORK_FAILURE_MESSAGE };
  } finally {
    clearTimeout(timer);
  }
  let data: unknown = {};
  try {
    data = await res.json();
  } catch {
    data = {};
  }
  const serverMessage =
    typeof (data as { Message?: unknown })?.Message === "string" ? (data as { Message: string }).Message : undefined;
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const message =
    res.status === 429
      ? RATE_LIMIT_FAILURE_MESSAGE
      : res.status >= 500 || !serverMessage
        ? SERVER_FAILURE_MESSAGE
        : serverMessage;
  return { ok: false, status: res.status, data: (data ?? {}) as Partial<T>, message };
}

export function postJson<T>(path: string, body: unknown, timeoutMs = 20_000) {
  return request<T>("POST", path, body, timeoutMs);
}

export function getJson<T>(path: string, timeoutMs = 10_000) {
  return request<T>("GET", path, undefined, timeoutMs);
}

// Asked once per page view; an answer that is not a success is asked for again by the next form.
const ipAddress = memoizePromise(() => getJson<{ Data: string }>("/api/General/GetMyIpAddress"), { keep: (r) => r.ok });

/**
 * What the forms send besides the visitor's input (docs/product.md §4.1, §6.5): the IP address the API reports
 * and the browser's description. An unreachable IP lookup does not stop a submission.
 */
export async function clientContext(): Promise<{ IpAddress: string; BrowserInfo: string }> {
  const r = await ipAddress();
  const IpAddress = r.ok && typeof r.data.Data === "string" ? r.data.Data : "";
  return { IpAddress, BrowserInfo: navigator.userAgent.slice(0, 500) };
}
