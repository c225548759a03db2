import { data, redirect } from "react-router";
import { can, type Permission } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { signInPath } from "~/domain/staff/redirect-path";
import { isAccountPath, mustEnrolTwoFactor, STAFF_ACCOUNT_PATH } from "~/domain/staff/two-factor-rule";
import type { SignedInStaff, StaffLinkState } from "~/domain/staff/staff-user";
import { RATE_LIMITED_MESSAGE } from "../security/rate-limit";
import type { Xsrf } from "../security/xsrf";
import { fail } from "./staff-common";
import type { CodeNeeded, SignedIn, StaffAuthService, StaffFailure } from "./staff-auth";
import { POST_LIMITED_HEADER } from "./staff-post-limit";
import {
  clearedSessionCookie,
  clearedSignInStepCookie,
  readSessionId,
  readSignInTicket,
  sessionCookie,
  signInStepCookie,
} from "./session-cookie";

/** A successful sign-in: the Set-Cookie headers that carry the new session (and clear the code step's ticket). */
export type StaffSignedIn = { ok: true; user: SignedInStaff; headers: Headers };
/** The password was right; the code is asked next: the headers carry the ticket for that step. */
export type StaffCodeNeeded = { ok: "code"; headers: Headers };

/**
 * What staff routes use through the load context (`context.staff`): who is signed in, the
 * permission check every staff loader and action starts with, and the sign-in, sign-out and
 * one-time-link steps with their cookies. One per request; the session is looked up once.
 */
export function createStaffContext(deps: {
  service: StaffAuthService;
  https: boolean;
  clientIp: string;
  /** STAFF_REQUIRE_2FA: admins must turn on the second factor before anything else. */
  requireAdminTwoFactor?: boolean;
  /** Derives and checks the staff forms' token from the session (server/security/xsrf.ts). */
  xsrf: Pick<Xsrf, "sessionToken" | "matchesSession">;
  /** The session of this request's cookie, when something before the routes looked it up already. */
  session?: Promise<{ user: SignedInStaff; idHash: string } | null>;
}) {
  let current: Promise<{ user: SignedInStaff; idHash: string } | null> | undefined = deps.session;
  const client = (request: Request) => ({
    ip: deps.clientIp || null,
    userAgent: request.headers.get("user-agent"),
  });
  const cookies = (...values: string[]) => {
    const headers = new Headers();
    for (const v of values) headers.append("Set-Cookie", v);
    return headers;
  };
  const sessionIdOf = (request: Request) => readSessionId(request.headers.get("cookie"), deps.https);
  const ticketOf = (request: Request) => readSignInTicket(request.headers.get("cookie"), deps.https);
  /**
   * A sign-in step's post over the POST limit (server/staff/staff-post-limit.ts): refused unchecked, with
   * 429 and the limit's message, which the step's page shows.
   */
  const overPostLimit = (request: Request): StaffFailure | null =>
    request.headers.has(POST_LIMITED_HEADER) ? fail(429, RATE_LIMITED_MESSAGE) : null;
  const withCookie = (
    outcome: SignedIn | CodeNeeded | StaffFailure,
  ): StaffSignedIn | StaffCodeNeeded | StaffFailure => {
    if (outcome.ok === "code") return { ok: "code", headers: cookies(signInStepCookie(deps.https, outcome.ticket)) };
    if (!outcome.ok) return outcome;
    return {
      ok: true,
      user: outcome.user,
      headers: cookies(sessionCookie(deps.https, outcome.sessionId), clearedSignInStepCookie(deps.https)),
    };
  };

  const staff = {
    /** The signed-in person, or null. */
    async currentUser(request: Request): Promise<SignedInStaff | null> {
      current ??= deps.service.sessionUser(sessionIdOf(request));
      return (await current)?.user ?? null;
    },

    /** The SHA-256 of the current session's id (to keep it when ending the person's other sessions). */
    async currentSessionHash(request: Request): Promise<string | null> {
      current ??= deps.service.sessionUser(sessionIdOf(request));
      return (await current)?.idHash ?? null;
    },

    /** The XSRF token of the console's forms for this request's session, or null when signed out. */
    async formToken(request: Request): Promise<string | null> {
      const idHash = await staff.currentSessionHash(request);
      return idHash ? deps.xsrf.sessionToken(idHash) : null;
    },

    /**
     * Checks a staff form's XSRF token against the session: null when there is no session (the
     * visitor's cookie token is checked instead), else whether it is this session's token.
     */
    async formTokenMatches(request: Request, submitted: unknown): Promise<boolean | null> {
      const idHash = await staff.currentSessionHash(request);
      return idHash ? deps.xsrf.matchesSession(idHash, submitted) : null;
    },

    /** Whether this server asks this person to turn on the second factor before anything else. */
    mustEnrolTwoFactor(user: SignedInStaff): boolean {
      return mustEnrolTwoFactor(user, deps.requireAdminTwoFactor ?? false);
    },

    /**
     * The first line of every staff loader and action. Signed out: a redirect to the sign-in page,
     * which comes back here afterwards. An admin who must turn on the second factor: to the account
     * page, whatever was asked. Signed in without the permission: 403. Else the person.
     */
    async requirePermission(request: Request, permission: Permission): Promise<SignedInStaff> {
      const user = await staff.currentUser(request);
      const url = new URL(request.url);
      if (!user) throw redirect(signInPath(url.pathname + url.search));
      if (staff.mustEnrolTwoFactor(user) && !isAccountPath(url.pathname)) throw redirect(STAFF_ACCOUNT_PATH);
      if (!can(user.role, permission)) throw data(staffMessages.forbidden, { status: 403 });
      return user;
    },

    /**
     * Checks the email and password; on success a new session (never the one the browser sent), or,
     * for an account with a second factor, the ticket for the code step.
     */
    async signIn(request: Request, input: { email: string; password: string }) {
      const limited = overPostLimit(request);
      if (limited) return limited;
      return withCookie(
        await deps.service.signIn({ ...input, previousSessionId: sessionIdOf(request) }, client(request)),
      );
    },

    /**
     * Whether this request is a sign-in step's post over the POST limit: the step refuses it unchecked, and
     * its page shows the message where it would otherwise send a signed-in person on.
     */
    postLimited(request: Request): boolean {
      return overPostLimit(request) !== null;
    },

    /** Whether the browser holds a live ticket for the code step. */
    signInStepValid(request: Request): Promise<boolean> {
      return deps.service.signInStepValid(ticketOf(request));
    },

    /** The code step: a code or recovery code with the browser's ticket; on success a new session. */
    async completeSignIn(request: Request, code: string): Promise<StaffSignedIn | StaffFailure> {
      const limited = overPostLimit(request);
      if (limited) return limited;
      const outcome = await deps.service.completeSignIn(
        { ticket: ticketOf(request), code, previousSessionId: sessionIdOf(request) },
        client(request),
      );
      return withCookie(outcome) as StaffSignedIn | StaffFailure;
    },

    /** Ends the current session; answers the Set-Cookie headers that clear the cookies. */
    async signOut(request: Request): Promise<Headers> {
      await deps.service.signOut(sessionIdOf(request), client(request));
      return cookies(clearedSessionCookie(deps.https), clearedSignInStepCookie(deps.https));
    },

    linkState(secret: string): Promise<StaffLinkState> {
      return deps.service.linkState(secret);
    },

    /** Uses a one-time link (set a password, or create the first admin) and signs the person in. */
    async useLink(request: Request, secret: string, input: { password: string; name?: string; email?: string }) {
      const limited = overPostLimit(request);
      if (limited) return limited;
      return withCookie(await deps.service.useLink(secret, input, client(request)));
    },

    /**
     * Changes the signed-in person's password once their current one is confirmed; their other
     * sessions end, this one continues under a new id.
     */
    async changeOwnPassword(
      request: Request,
      input: { currentPassword: string; newPassword: string },
    ): Promise<{ ok: true; headers: Headers } | StaffFailure> {
      const user = await staff.currentUser(request);
      if (!user) throw redirect(signInPath(new URL(request.url).pathname));
      const wrong = await deps.service.confirmOwnPassword(user.id, input.currentPassword, client(request));
      if (wrong) return wrong;
      const outcome = await deps.service.changePassword(
        user.id,
        input.newPassword,
        { userId: user.id, label: user.email },
        { ...client(request), continueSession: true },
      );
      if (!outcome.ok) return outcome;
      return { ok: true as const, headers: cookies(sessionCookie(deps.https, outcome.sessionId!)) };
    },

    /** The client details an audit row of this request records. */
    client,
  };
  return staff;
}

export type StaffContext = ReturnType<typeof createStaffContext>;
