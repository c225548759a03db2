import { applicationStatusPath } from "~/domain/application-status";
import type { Request, RequestHandler, Response } from "express";
import type { FirstTouch } from "~/domain/insights/first-touch";
import { z } from "zod";
import { isLocale, type Locale } from "~/domain/locale/locales";

export const WRONG_TYPES_MESSAGE = "The request is not in the expected format";

/**
 * Checks a JSON body's shape (types only; the form rules come after, from app/domain). A wrong shape
 * answers 400 with a Message naming the first field at fault, never a 500.
 */
export function parsePayload<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; message: string } {
  const r = schema.safeParse(body ?? {});
  if (r.success) return { ok: true, data: r.data };
  const issue = r.error.issues[0];
  const field = issue?.path.join(".");
  return {
    ok: false,
    message: field ? `${WRONG_TYPES_MESSAGE}: ${field} has the wrong type.` : `${WRONG_TYPES_MESSAGE}.`,
  };
}

/**
 * The language of the page that posted, from the address's `?lang=` (the site's forms add it; the API's
 * answers stay English): stored with the notice's version (docs/decisions/0190-notice-language.md).
 * Undefined without one, or with one the site does not speak.
 */
export function noticeLanguageOfRequest(req: Request): Locale | undefined {
  const lang = req.query.lang;
  return isLocale(lang) ? lang : undefined;
}

export function badRequest(res: Response, message: string, extra: Record<string, unknown> = {}) {
  res.status(400).json({ ...extra, Message: message });
}

/**
 * The handler of a POST whose form service answers with a message (PostMessage, PostSubscriber,
 * PostCandidate): the body's shape checked first, then `send` with the caller's address; 400 with
 * the first fault's message, else { Message } (and { Reference } when the service gives one). `touch` finds
 * the first touch of the sender's visit (server/insights), which the service records with what it stores.
 */
export function messagePost<S extends z.ZodType>(
  schema: S,
  send: (
    payload: z.infer<S>,
    clientIp: string,
    touch: FirstTouch | null,
    language: Locale | undefined,
  ) => Promise<{ ok: boolean; message: string; reference?: string; statusToken?: string }>,
  touch: (req: Request) => Promise<FirstTouch | null>,
): RequestHandler {
  return async (req, res) => {
    const payload = parsePayload(schema, req.body);
    if (!payload.ok) return badRequest(res, payload.message);
    const result = await send(payload.data, req.ip ?? "", await touch(req), noticeLanguageOfRequest(req));
    if (!result.ok) return badRequest(res, result.message);
    // A stored resume also answers its reference number (docs/product.md §6.12) and its status link.
    res.json({ Message: result.message, Reference: result.reference, ...statusLinkField(result.statusToken) });
  };
}

/**
 * `StatusLink`, the path of the private status page of what was stored (docs/product.md §2.16), added to
 * the answers of PostJobApplication and PostCandidate; the fields the API has always answered stay as they were.
 */
export const statusLinkField = (token: string | undefined) =>
  token ? { StatusLink: applicationStatusPath(token) } : {};
