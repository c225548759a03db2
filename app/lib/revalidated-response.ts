import { entityTag, matchesEntityTag, REVALIDATE_CACHE_CONTROL } from "~/shared/revalidation";

/**
 * A public resource route's answer that any cache must revalidate before reuse (docs/decisions/0070):
 * the body with its validator, or 304 without a body when the request's If-None-Match still matches.
 */
export async function revalidatedResponse(
  request: Request,
  body: string,
  headers: Record<string, string>,
): Promise<Response> {
  const tag = await entityTag(body);
  const common = { ...headers, "Cache-Control": REVALIDATE_CACHE_CONTROL, ETag: tag };
  if (matchesEntityTag(request.headers.get("If-None-Match"), tag))
    return new Response(null, { status: 304, headers: common });
  return new Response(body, { headers: common });
}
