import type { RequestHandler, Response } from "express";
import { isStaffPath, isStaffSignInPath } from "~/domain/staff/staff-path";
import { readSessionId } from "./session-cookie";
import type { StaffAuthService } from "./staff-auth";
import { actionPath, rateLimitPosts, type LimitedPostAnswer, type RateLimiterFactory } from "../security/rate-limit";

/**
 * The console's actions of a signed-in person count per person, this many a minute, instead of
 * against the per-address limit for each form (docs/decisions/0038-staff-actions-and-the-post-limit.md).
 */
export const STAFF_POSTS_PER_MINUTE = 300;

type StaffSession = Awaited<ReturnType<StaffAuthService["sessionUser"]>>;

/**
 * Set on a sign-in step's post over the POST limit (the password, the code, a set-password link): the post
 * goes on to its page, whose step refuses it unchecked and says why, with 429 (server/staff/staff-context.ts),
 * where a bare refusal would have replaced the page. The same name sent by a client is removed first.
 */
export const POST_LIMITED_HEADER = "x-staff-post-limited";

/** A sign-in step's post over the limit: on to its page, marked, to be refused there. */
const markLimited: LimitedPostAnswer = (req, _res, next) => {
  req.headers[POST_LIMITED_HEADER] = "1";
  next();
};

/**
 * The request's staff session, looked up once: the POST limit asks first, and the load context
 * (server/load-context.ts) is handed the same answer.
 */
export function staffSessionOf(
  res: Response,
  cookieHeader: string | undefined,
  https: boolean,
  service: Pick<StaffAuthService, "sessionUser">,
): Promise<StaffSession> {
  const locals = res.locals as { staffSession?: Promise<StaffSession> };
  return (locals.staffSession ??= service.sessionUser(readSessionId(cookieHeader, https)));
}

/**
 * POST limits: a console action posted with a valid staff session counts against the person's
 * generous limit; everything else (the public forms and API, the sign-in steps whoever posts them,
 * and staff paths posted without a valid session) against the general per-address-and-path limit. A
 * sign-in step over it shows its own page with the message (POST_LIMITED_HEADER).
 */
export function postLimits(options: {
  perMinute: number;
  limiters: RateLimiterFactory;
  onStoreError?: (err: unknown) => void;
  https: boolean;
  staffAuth: Pick<StaffAuthService, "sessionUser">;
}): RequestHandler {
  const general = rateLimitPosts(options);
  // The same rule and counts as the general limit (its name, its keys): only the answer differs.
  const signInSteps = rateLimitPosts({ ...options, whenLimited: markLimited });
  const staff = rateLimitPosts({
    perMinute: STAFF_POSTS_PER_MINUTE,
    limiters: options.limiters,
    onStoreError: options.onStoreError,
    name: "staff-posts",
    key: (_req, res) => `staff-user:${(res.locals as { staffUserId: number }).staffUserId}`,
  });
  return async (req, res, next) => {
    delete req.headers[POST_LIMITED_HEADER];
    if (req.method !== "POST" || !isStaffPath(req.path)) return general(req, res, next);
    if (isStaffSignInPath(actionPath(req.path))) return signInSteps(req, res, next);
    let session: StaffSession = null;
    try {
      session = await staffSessionOf(res, req.headers.cookie, options.https, options.staffAuth);
    } catch (err) {
      // The session cannot be checked now: the route will fail the same way; count it as anyone's post.
      options.onStoreError?.(err);
    }
    if (!session) return general(req, res, next);
    res.locals.staffUserId = session.user.id;
    return staff(req, res, next);
  };
}
