/** The XSRF cookie a browser is given and the token it echoes, for requests made without a browser. */
export type Xsrf = { token: string; cookie: string };

/** Asks the server for an XSRF cookie as a page load would, and reads the token out of it. */
export async function fetchXsrf(baseUrl: string): Promise<Xsrf> {
  const res = await fetch(`${baseUrl}/api/General/GetMyIpAddress`);
  await res.arrayBuffer();
  // Over https (SITE_URL https://…) the cookie is __Host-XSRF-TOKEN.
  const setCookie = res.headers.getSetCookie().find((c) => /^(__Host-)?XSRF-TOKEN=/.test(c));
  if (!setCookie) throw new Error("the server issued no XSRF-TOKEN cookie");
  const cookie = setCookie.split(";")[0]!;
  return { cookie, token: decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)) };
}

/** The headers of a JSON POST the server accepts: the cookie, and its token echoed in X-XSRF-TOKEN. */
export function jsonPostHeaders(xsrf: Xsrf): Record<string, string> {
  return { "content-type": "application/json", cookie: xsrf.cookie, "x-xsrf-token": xsrf.token };
}
