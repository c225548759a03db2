import type { Request, Response } from "express";
import { entityTag, matchesEntityTag, REVALIDATE_CACHE_CONTROL } from "~/shared/revalidation";

/**
 * A public API answer that changes when staff publish (news, jobs): any cache must revalidate it before
 * reuse, and gets 304 while its validator still matches (docs/decisions/0070). Being cacheable, it
 * must not carry the XSRF cookie issued to this visitor.
 */
export async function sendRevalidatedJson(req: Request, res: Response, value: unknown, status = 200): Promise<void> {
  const body = JSON.stringify(value);
  const tag = await entityTag(body);
  res.removeHeader("Set-Cookie");
  res.set({ "Cache-Control": REVALIDATE_CACHE_CONTROL, ETag: tag });
  if (status === 200 && matchesEntityTag(req.headers["if-none-match"], tag)) return void res.status(304).end();
  res.status(status).type("application/json").send(body);
}
