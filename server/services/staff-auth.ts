import { randomBytes } from "node:crypto";
import { isStaffRole, type StaffRole } from "~/domain/permissions";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { signInLockedMessage, staffMessages } from "~/domain/staff/messages";
import type { SignedInStaff, StaffLinkState } from "~/domain/staff/staff-user";
import { isEmail } from "~/domain/validation/patterns";
import { passwordProblem } from "../auth/password-policy";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { newSessionId, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sha256Hex } from "../auth/session-cookie";
import type { SignInGuard } from "../auth/sign-in-guard";
import type { Db, Executor } from "../db/database";
import {
  deleteStaffSession,
  deleteStaffSessionsOfUser,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from "../db/repositories/staff-sessions";
import {
  consumeStaffToken,
  findStaffToken,
  insertStaffToken,
  retireUnusedStaffTokens,
} from "../db/repositories/staff-tokens";
import {
  countStaffUsers,
  emailKey,
  findStaffUserByEmail,
  findStaffUserById,
  insertStaffUser,
  listStaffUsers,
  updateStaffUser,
  type StaffUserRow,
} from "../db/repositories/staff-users";
import { audit, staffActor, type AuditActor } from "./audit";

/** One-time links (invitations, the first admin, resets) work for a day. */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A session's last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type ClientInfo = { ip: string | null; userAgent: string | null };

export type StaffFailure = {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 410 | 429;
  message: string;
  field?: string;
};
export type SignedIn = { ok: true; user: SignedInStaff; sessionId: string };

function publicUser(row: StaffUserRow): SignedInStaff {
  return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
}

function fail(status: StaffFailure["status"], message: string, field?: string): StaffFailure {
  return field ? { ok: false, status, message, field } : { ok: false, status, message };
}

export function createStaffAuthService({
  db,
  siteUrl,
  guard,
  now = () => new Date(),
}: {
  db: Db;
  siteUrl: string;
  guard: SignInGuard;
  now?: () => Date;
}) {
  const iso = () => now().toISOString();
  const linkFor = (secret: string) => `${siteUrl}/staff/set-password/${secret}`;

  async function issueLink(
    tx: Executor,
    purpose: "invite" | "first-admin" | "reset",
    user: StaffUserRow | null,
  ): Promise<string> {
    const secret = randomBytes(32).toString("base64url");
    const at = now();
    await insertStaffToken(tx, {
      token_hash: sha256Hex(secret),
      purpose,
      user_id: user?.id ?? null,
      email: user?.email ?? null,
      role: user?.role ?? (purpose === "first-admin" ? "admin" : null),
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + LINK_LIFETIME_MS).toISOString(),
      used_at: null,
    });
    return linkFor(secret);
  }

  async function startSession(tx: Executor, user: StaffUserRow, client: ClientInfo): Promise<string> {
    const id = newSessionId();
    const at = now();
    await insertStaffSession(tx, {
      id_hash: sha256Hex(id),
      user_id: user.id,
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: new Date(at.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
    });
    return id;
  }

  function checkNewAccount(input: { email: string; name: string; role: string }): StaffFailure | null {
    if (!isEmail(input.email.trim())) return fail(400, staffMessages.emailInvalid, "email");
    if (!input.name.trim()) return fail(400, staffMessages.nameMissing, "name");
    if (!isStaffRole(input.role)) return fail(400, staffMessages.roleInvalid, "role");
    return null;
  }

  /** What the set-password page should show for this link. */
  async function linkState(secret: string): Promise<StaffLinkState> {
    if (!/^[\w-]{43}$/.test(secret)) return { state: "unknown" };
    const token = await findStaffToken(db, sha256Hex(secret));
    if (!token) return { state: "unknown" };
    if (token.used_at) return { state: "used" };
    if (token.expires_at <= iso()) return { state: "expired" };
    if (token.purpose === "first-admin") {
      return (await countStaffUsers(db, { role: "admin" })) > 0
        ? { state: "admin-exists" }
        : { state: "valid", purpose: "first-admin" };
    }
    const user = token.user_id === null ? undefined : await findStaffUserById(db, token.user_id);
    if (!user || user.disabled_at) return { state: "unknown" };
    return { state: "valid", purpose: token.purpose, email: user.email, name: user.name };
  }

  return {
    /**
     * Checks an email and password. The answer for an unknown address, a disabled account or a wrong
     * password is the same message after the same work (a dummy hash). A session id passed in
     * (the one the browser held) is ended, never adopted: the new session always has a new id.
     */
    async signIn(
      input: { email: string; password: string; previousSessionId?: string | null },
      client: ClientInfo,
    ): Promise<SignedIn | StaffFailure> {
      const email = input.email.trim();
      if (!email || !input.password) return fail(400, staffMessages.signInMissing);
      const ip = client.ip ?? "unknown";
      const verdict = await guard.check(email, ip);
      if (!verdict.allowed) {
        await audit(db, {
          actor: { system: "sign-in" },
          action: AUDIT_ACTIONS.signInFailed,
          ip: client.ip,
          target: { type: "staff_user_email", id: email.slice(0, 320) },
          detail: { reason: verdict.reason },
        });
        return verdict.reason === "client-limited"
          ? fail(429, staffMessages.signInTooManyFromAddress)
          : fail(429, signInLockedMessage(verdict.minutesLeft));
      }

      const user = await findStaffUserByEmail(db, email);
      const usable = user && user.password_hash && !user.disabled_at ? user : null;
      const ok = usable
        ? await verifyPassword(input.password, usable.password_hash!)
        : await verifyAgainstDummy(input.password);

      if (!ok || !usable) {
        const lockedMinutes = await guard.recordFailure(email, ip);
        await audit(db, {
          actor: { system: "sign-in" },
          action: AUDIT_ACTIONS.signInFailed,
          ip: client.ip,
          target: user ? { type: "staff_user", id: user.id } : { type: "staff_user_email", id: email.slice(0, 320) },
          detail: { reason: lockedMinutes ? "locked" : "incorrect" },
        });
        return lockedMinutes ? fail(429, signInLockedMessage(lockedMinutes)) : fail(401, staffMessages.signInIncorrect);
      }

      await guard.recordSuccess(email);
      const sessionId = await db.transaction().execute(async (tx) => {
        if (input.previousSessionId) await deleteStaffSession(tx, sha256Hex(input.previousSessionId));
        const id = await startSession(tx, usable, client);
        await audit(tx, {
          actor: staffActor(usable),
          action: AUDIT_ACTIONS.signIn,
          ip: client.ip,
          target: { type: "staff_user", id: usable.id },
        });
        return id;
      });
      return { ok: true, user: publicUser(usable), sessionId };
    },

    /**
     * The person a session id belongs to, or null when there is no such session, it is past its
     * absolute end or idle too long, the account is disabled, or its password changed after the
     * session began. A refused session's row is deleted.
     */
    async sessionUser(sessionId: string | null): Promise<{ user: SignedInStaff; idHash: string } | null> {
      if (!sessionId) return null;
      const idHash = sha256Hex(sessionId);
      const found = await findStaffSession(db, idHash);
      if (!found) return null;
      const { session, user } = found;
      const t = now().getTime();
      const refused =
        Date.parse(session.expires_at) <= t ||
        Date.parse(session.last_seen_at) + SESSION_IDLE_MS <= t ||
        user.disabled_at !== null ||
        (user.password_changed_at !== null && session.created_at < user.password_changed_at) ||
        !isStaffRole(user.role);
      if (refused) {
        await deleteStaffSession(db, idHash);
        return null;
      }
      if (t - Date.parse(session.last_seen_at) >= TOUCH_EVERY_MS) await touchStaffSession(db, idHash, iso());
      return { user: publicUser(user), idHash };
    },

    /** Ends the session (deletes its row) and records it. */
    async signOut(sessionId: string | null, client: ClientInfo): Promise<void> {
      if (!sessionId) return;
      const idHash = sha256Hex(sessionId);
      const found = await findStaffSession(db, idHash);
      if (!found) return;
      await db.transaction().execute(async (tx) => {
        await deleteStaffSession(tx, idHash);
        await audit(tx, {
          actor: staffActor(found.user),
          action: AUDIT_ACTIONS.signOut,
          ip: client.ip,
          target: { type: "staff_user", id: found.user.id },
        });
      });
    },

    /** Ends every session of a person but the one given (password change, "sign out elsewhere"). */
    endOtherSessions(userId: number, keepIdHash?: string): Promise<number> {
      return deleteStaffSessionsOfUser(db, userId, keepIdHash);
    },

    /**
     * Sets a new password after checking the policy; every session of the person ends, and, when
     * `continueSession` is given, a new one replaces the session the change was made from.
     */
    async changePassword(
      userId: number,
      newPassword: string,
      actor: AuditActor,
      client: ClientInfo & { continueSession?: boolean },
    ): Promise<{ ok: true; sessionId: string | null } | StaffFailure> {
      const problem = passwordProblem(newPassword);
      if (problem) return fail(400, problem, "password");
      const hash = await hashPassword(newPassword);
      return db.transaction().execute(async (tx) => {
        const user = await findStaffUserById(tx, userId);
        if (!user) return fail(404, staffMessages.noSuchAccount);
        const at = iso();
        await updateStaffUser(tx, userId, { password_hash: hash, password_changed_at: at, updated_at: at });
        await deleteStaffSessionsOfUser(tx, userId);
        await audit(tx, {
          actor,
          action: AUDIT_ACTIONS.passwordChanged,
          ip: client.ip,
          target: { type: "staff_user", id: userId },
        });
        const sessionId = client.continueSession ? await startSession(tx, user, client) : null;
        return { ok: true as const, sessionId };
      });
    },

    linkState,

    /**
     * Uses a one-time link: sets the person's password (invite, reset) or creates the first admin,
     * then signs them in. The link is marked used in the same transaction, so it works once.
     */
    async useLink(
      secret: string,
      input: { password: string; name?: string; email?: string },
      client: ClientInfo,
    ): Promise<SignedIn | StaffFailure> {
      const state = await linkState(secret);
      if (state.state !== "valid") return linkFailure(state.state);
      if (state.purpose === "first-admin") {
        const problem = checkNewAccount({ email: input.email ?? "", name: input.name ?? "", role: "admin" });
        if (problem) return problem;
      }
      const problem = passwordProblem(input.password);
      if (problem) return fail(400, problem, "password");
      const hash = await hashPassword(input.password);

      const outcome = await db.transaction().execute(async (tx): Promise<SignedIn | StaffFailure> => {
        const at = iso();
        const token = await findStaffToken(tx, sha256Hex(secret));
        if (!token || !(await consumeStaffToken(tx, token.token_hash, at))) return linkFailure("used");
        let user: StaffUserRow | undefined;
        if (token.purpose === "first-admin") {
          if ((await countStaffUsers(tx, { role: "admin" })) > 0) return linkFailure("admin-exists");
          if (await findStaffUserByEmail(tx, input.email!)) return fail(409, staffMessages.emailTaken, "email");
          user = await insertStaffUser(tx, {
            email: input.email!.trim(),
            email_key: emailKey(input.email!),
            name: input.name!.trim(),
            role: "admin",
            password_hash: hash,
            disabled_at: null,
            password_changed_at: at,
            totp_secret: null,
            created_at: at,
            updated_at: at,
          });
          await audit(tx, {
            actor: staffActor(user),
            action: AUDIT_ACTIONS.firstAdminCreated,
            ip: client.ip,
            target: { type: "staff_user", id: user.id },
            detail: { role: "admin" },
          });
        } else {
          user = token.user_id === null ? undefined : await findStaffUserById(tx, token.user_id);
          if (!user || user.disabled_at) return linkFailure("unknown");
          await updateStaffUser(tx, user.id, { password_hash: hash, password_changed_at: at, updated_at: at });
          await deleteStaffSessionsOfUser(tx, user.id);
          await audit(tx, {
            actor: staffActor(user),
            action: AUDIT_ACTIONS.passwordSet,
            ip: client.ip,
            target: { type: "staff_user", id: user.id },
            detail: { link: token.purpose },
          });
        }
        const sessionId = await startSession(tx, user, client);
        await audit(tx, {
          actor: staffActor(user),
          action: AUDIT_ACTIONS.signIn,
          ip: client.ip,
          target: { type: "staff_user", id: user.id },
          detail: { via: "link" },
        });
        return { ok: true, user: publicUser(user), sessionId };
      });
      return outcome;
    },

    /**
     * Creates an account. With a password (checked against the policy) it is ready at once; without
     * one, the answer carries a one-time link (24 hours) where the person sets their own.
     */
    async addUser(
      input: { email: string; name: string; role: string; password?: string },
      actor: AuditActor,
      client: ClientInfo,
    ): Promise<{ ok: true; user: SignedInStaff; link: string | null } | StaffFailure> {
      const invalid = checkNewAccount(input);
      if (invalid) return invalid;
      const problem = input.password === undefined ? null : passwordProblem(input.password);
      if (problem) return fail(400, problem, "password");
      const hash = input.password === undefined ? null : await hashPassword(input.password);
      return db.transaction().execute(async (tx) => {
        if (await findStaffUserByEmail(tx, input.email)) return fail(409, staffMessages.emailTaken, "email");
        const at = iso();
        const user = await insertStaffUser(tx, {
          email: input.email.trim(),
          email_key: emailKey(input.email),
          name: input.name.trim(),
          role: input.role,
          password_hash: hash,
          disabled_at: null,
          password_changed_at: hash ? at : null,
          totp_secret: null,
          created_at: at,
          updated_at: at,
        });
        const link = hash ? null : await issueLink(tx, "invite", user);
        await audit(tx, {
          actor,
          action: hash ? AUDIT_ACTIONS.userCreated : AUDIT_ACTIONS.userInvited,
          ip: client.ip,
          target: { type: "staff_user", id: user.id },
          detail: { email: user.email, role: user.role },
        });
        return { ok: true as const, user: publicUser(user), link };
      });
    },

    async setRole(
      email: string,
      role: string,
      actor: AuditActor,
      client: ClientInfo,
    ): Promise<{ ok: true; user: SignedInStaff } | StaffFailure> {
      if (!isStaffRole(role)) return fail(400, staffMessages.roleInvalid, "role");
      return db.transaction().execute(async (tx) => {
        const user = await findStaffUserByEmail(tx, email);
        if (!user) return fail(404, staffMessages.noSuchAccount);
        await updateStaffUser(tx, user.id, { role, updated_at: iso() });
        await audit(tx, {
          actor,
          action: AUDIT_ACTIONS.roleChanged,
          ip: client.ip,
          target: { type: "staff_user", id: user.id },
          detail: { from: user.role, to: role },
        });
        return { ok: true as const, user: { ...publicUser(user), role } };
      });
    },

    /** Disables an account and ends its sessions; answers how many sessions ended. */
    async disableUser(
      email: string,
      actor: AuditActor,
      client: ClientInfo,
    ): Promise<{ ok: true; user: SignedInStaff; sessionsEnded: number } | StaffFailure> {
      return db.transaction().execute(async (tx) => {
        const user = await findStaffUserByEmail(tx, email);
        if (!user) return fail(404, staffMessages.noSuchAccount);
        const at = iso();
        if (!user.disabled_at) await updateStaffUser(tx, user.id, { disabled_at: at, updated_at: at });
        const sessionsEnded = await deleteStaffSessionsOfUser(tx, user.id);
        await audit(tx, {
          actor,
          action: AUDIT_ACTIONS.userDisabled,
          ip: client.ip,
          target: { type: "staff_user", id: user.id },
          detail: { sessionsEnded },
        });
        return { ok: true as const, user: publicUser(user), sessionsEnded };
      });
    },

    listUsers(): Promise<StaffUserRow[]> {
      return listStaffUsers(db);
    },

    /**
     * When there is no staff account at all: a one-time link that creates the first admin (earlier
     * unused ones are retired, so only the newest works). Null once any account exists.
     */
    async firstAdminLink(): Promise<string | null> {
      return db.transaction().execute(async (tx) => {
        if ((await countStaffUsers(tx)) > 0) return null;
        await retireUnusedStaffTokens(tx, "first-admin", iso());
        const link = await issueLink(tx, "first-admin", null);
        await audit(tx, { actor: { system: "start-up" }, action: AUDIT_ACTIONS.firstAdminLinkIssued });
        return link;
      });
    },
  };
}

function linkFailure(state: "unknown" | "used" | "expired" | "admin-exists"): StaffFailure {
  switch (state) {
    case "used":
      return fail(410, staffMessages.linkUsed);
    case "expired":
      return fail(410, staffMessages.linkExpired);
    case "admin-exists":
      return fail(410, staffMessages.firstAdminExists);
    default:
      return fail(404, staffMessages.linkUnknown);
  }
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
