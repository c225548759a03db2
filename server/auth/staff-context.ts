import { data, redirect } from "react-router";
import { can, type Permission } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { signInPath } from "~/domain/staff/redirect-path";
import type { SignedInStaff, StaffLinkState } from "~/domain/staff/staff-user";
import type { SignedIn, StaffAuthService, StaffFailure } from "../services/staff-auth";
import { clearedSessionCookie, readSessionId, sessionCookie } from "./session-cookie";

export type StaffFormFailure = StaffFailure & { headers?: Record<string, string> };
/** A successful sign-in: the Set-Cookie header that carries the new session. */
export type StaffSignedIn = { ok: true; user: SignedInStaff; headers: { "Set-Cookie": string } };

/**
 * What staff routes use through the load context (`context.staff`): who is signed in, the
 * permission check every staff loader and action starts with, and the sign-in, sign-out and
 * one-time-link steps with their cookies. One per request; the session is looked up once.
 */
export function createStaffContext(deps: { service: StaffAuthService; https: boolean; clientIp: string }) {
  let current: Promise<{ user: SignedInStaff; idHash: string } | null> | undefined;
  const client = (request: Request) => ({
    ip: deps.clientIp || null,
    userAgent: request.headers.get("user-agent"),
  });
  const sessionIdOf = (request: Request) => readSessionId(request.headers.get("cookie"), deps.https);
  const withCookie = (outcome: SignedIn | StaffFailure): StaffSignedIn | StaffFailure =>
    outcome.ok
      ? { ok: true, user: outcome.user, headers: { "Set-Cookie": sessionCookie(deps.https, outcome.sessionId) } }
      : outcome;

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

    /**
     * The first line of every staff loader and action. Signed out: a redirect to the sign-in page,
     * which comes back here afterwards. Signed in without the permission: 403. Else the person.
     */
    async requirePermission(request: Request, permission: Permission): Promise<SignedInStaff> {
      const user = await staff.currentUser(request);
      if (!user) {
        const url = new URL(request.url);
        throw redirect(signInPath(url.pathname + url.search));
      }
      if (!can(user.role, permission)) throw data(staffMessages.forbidden, { status: 403 });
      return user;
    },

    /** Checks the email and password; on success a new session (never the one the browser sent). */
    async signIn(request: Request, input: { email: string; password: string }) {
      return withCookie(
        await deps.service.signIn({ ...input, previousSessionId: sessionIdOf(request) }, client(request)),
      );
    },

    /** Ends the current session; answers the Set-Cookie header that clears the cookie. */
    async signOut(request: Request): Promise<{ "Set-Cookie": string }> {
      await deps.service.signOut(sessionIdOf(request), client(request));
      return { "Set-Cookie": clearedSessionCookie(deps.https) };
    },

    linkState(secret: string): Promise<StaffLinkState> {
      return deps.service.linkState(secret);
    },

    /** Uses a one-time link (set a password, or create the first admin) and signs the person in. */
    async useLink(request: Request, secret: string, input: { password: string; name?: string; email?: string }) {
      return withCookie(await deps.service.useLink(secret, input, client(request)));
    },

    /** Changes the signed-in person's password; their other sessions end, this one continues under a new id. */
    async changeOwnPassword(request: Request, newPassword: string) {
      const user = await staff.currentUser(request);
      if (!user) throw redirect(signInPath(new URL(request.url).pathname));
      const outcome = await deps.service.changePassword(
        user.id,
        newPassword,
        { userId: user.id, label: user.email },
        { ...client(request), continueSession: true },
      );
      if (!outcome.ok) return outcome;
      return { ok: true as const, headers: { "Set-Cookie": sessionCookie(deps.https, outcome.sessionId!) } };
    },

    /** The client details an audit row of this request records. */
    client,
  };
  return staff;
}

export type StaffContext = ReturnType<typeof createStaffContext>;
