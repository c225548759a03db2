import { isStaffRole } from "~/domain/permissions";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { signInLockedMessage, signInPacedMessage, staffMessages } from "~/domain/staff/messages";
import { SET_PASSWORD_PREFIX, type SignedInStaff, type StaffLinkState } from "~/domain/staff/staff-user";
import { isEmail } from "~/domain/validation/patterns";
import { passwordProblem } from "./password-policy";
import { hashPassword, PRODUCTION_PASSWORD_HASH_COST, verifyAgainstDummy, verifyPassword } from "../security/passwords";
import { looksLikeRecoveryCode, recoveryCodeHash } from "./recovery-codes";
import { SESSION_IDLE_MS, sha256Hex, SIGN_IN_STEP_MS } from "./session-cookie";
import { looksLikeTotpCode, totpStep } from "./totp";
import type { GuardedAccount, SignInGuard } from "./sign-in-guard";
import type { Db, Executor } from "../db/database";
import { consumeRecoveryCode, countUnusedRecoveryCodes } from "./staff-recovery-codes.repository";
import {
  deleteStaffSession,
  deleteStaffSessionsOfUser,
  findStaffSession,
  touchStaffSession,
} from "./staff-sessions.repository";
import { consumeStaffToken, findStaffToken, retireUnusedStaffTokens } from "./staff-tokens.repository";
import {
  acceptTotpStep,
  countStaffUsers,
  findStaffUserByEmail,
  findStaffUserById,
  insertStaffUser,
  listStaffUsers,
  updateStaffUser,
  type StaffUserRow,
} from "./staff-users.repository";
import { audit, staffActor, type AuditActor } from "../audit/audit";
import {
  fail,
  issueMailedStaffLink,
  issueStaffToken,
  publicUser,
  startSession,
  type ClientInfo,
  type StaffFailure,
  type StaffLinkMailer,
} from "./staff-common";

export type { ClientInfo, StaffFailure };

/** An account as the sign-in limits count it: its address, under the time an admin last cleared its locks. */
const guarded = (user: StaffUserRow): GuardedAccount => ({ email: user.email, unlockedAt: user.sign_in_unlocked_at });

/** One-time links (invitations, the first admin, resets) work for a day. */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A session's last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SignedIn = { ok: true; user: SignedInStaff; sessionId: string };
/**
 * The password (or a link) was right and the account uses a second factor: the browser gets this
 * ticket (a cookie) and is asked for a code. Nobody is signed in yet.
 */
export type CodeNeeded = { ok: "code"; ticket: string };

export function createStaffAuthService({
  db,
  siteUrl,
  guard,
  passwordHashCost = PRODUCTION_PASSWORD_HASH_COST,
  mailer = null,
  now = () => new Date(),
}: {
  db: Db;
  siteUrl: string;
  guard: SignInGuard;
  /** Mails invitations to the person as well (null: the link is only shown, as the command line does). */
  mailer?: StaffLinkMailer | null;
  /** log2 of scrypt's N for new hashes (PASSWORD_HASH_COST); existing hashes keep their own. */
  passwordHashCost?: number;
  now?: () => Date;
}) {
  const iso = () => now().toISOString();
  const linkFor = (secret: string) => `${siteUrl}${SET_PASSWORD_PREFIX}${secret}`;

  async function issueLink(
    tx: Executor,
    purpose: "invite" | "first-admin" | "reset",
    user: StaffUserRow | null,
  ): Promise<string> {
    return linkFor(await issueStaffToken(tx, purpose, user, now(), LINK_LIFETIME_MS));
  }

  /**
   * A person whose password (or link) was right: signed in at once, or, with a second factor, handed
   * a ticket for the code step. Failures of the address are forgotten only once the person is in, so
   * a right password never resets the count of wrong codes.
   */
  async function passwordAccepted(
    user: StaffUserRow,
    client: ClientInfo,
    previousSessionId: string | null | undefined,
  ): Promise<SignedIn | CodeNeeded> {
    if (user.totp_secret) {
      const ticket = await issueStaffToken(db, "sign-in", user, now(), SIGN_IN_STEP_MS);
      return { ok: "code", ticket };
    }
    await guard.recordSuccess(guarded(user), client.ip ?? "unknown");
    const sessionId = await db
      .transaction()
      .execute((tx) => signedIn(tx, user, client, previousSessionId, { via: "password" }));
    return { ok: true, user: publicUser(user), sessionId };
  }

  /** The session of a person who is in: the browser's old session ends, a new one starts, and both are recorded. */
  async function signedIn(
    tx: Executor,
    user: StaffUserRow,
    client: ClientInfo,
    previousSessionId: string | null | undefined,
    detail: Record<string, unknown>,
  ): Promise<string> {
    if (previousSessionId) await deleteStaffSession(tx, sha256Hex(previousSessionId));
    const at = now();
    const id = await startSession(tx, user, client, at);
    await updateStaffUser(tx, user.id, { last_sign_in_at: at.toISOString() });
    await audit(tx, {
      actor: staffActor(user),
      action: AUDIT_ACTIONS.signIn,
      ip: client.ip,
      target: { type: "staff_user", id: user.id },
      detail,
    });
    return id;
  }

  function checkNewAccount(input: { email: string; name: string; role: string }): StaffFailure | null {
    if (!isEmail(input.email.trim())) return fail(400, staffMessages.emailInvalid, "email");
    if (!input.name.trim()) return fail(400, staffMessages.nameMissing, "name");
    if (!isStaffRole(input.role)) return fail(400, staffMessages.roleInvalid, "role");
    return null;
  }

  /** The sign-in limits' answer when this attempt may not even be checked (recorded), else null. */
  async function guardRefusal(
    account: GuardedAccount,
    ip: string,
    client: ClientInfo,
    target: { type: string; id: string | number },
  ): Promise<StaffFailure | null> {
    const verdict = await guard.check(account, ip);
    if (verdict.allowed) return null;
    await audit(db, {
      actor: { system: "sign-in" },
      action: AUDIT_ACTIONS.signInFailed,
      ip: client.ip,
      target,
      detail: { reason: verdict.reason },
    });
    if (verdict.reason === "client-limited") return fail(429, staffMessages.signInTooManyFromAddress);
    if (verdict.reason === "account-paced") return fail(429, signInPacedMessage(verdict.secondsLeft));
    return fail(429, signInLockedMessage(verdict.minutesLeft));
  }

  /** The pending sign-in a ticket stands for, while it is unused, unexpired and its account usable. */
  async function signInStep(ticket: string | null) {
    if (!ticket || !/^[\w-]{43}$/.test(ticket)) return null;
    const token = await findStaffToken(db, sha256Hex(ticket));
    if (!token || token.purpose !== "sign-in" || token.used_at || token.expires_at <= iso()) return null;
    const user = token.user_id === null ? undefined : await findStaffUserById(db, token.user_id);
    if (!user || user.disabled_at || !user.totp_secret || !user.password_hash) return null;
    return { token, user };
  }

  /** What the set-password page should show for this link. */
  async function linkState(secret: string): Promise<StaffLinkState> {
    if (!/^[\w-]{43}$/.test(secret)) return { state: "unknown" };
    const token = await findStaffToken(db, sha256Hex(secret));
    if (!token) return { state: "unknown" };
    // Only links that set a password: a sign-in step's ticket is never a link.
    if (token.purpose !== "invite" && token.purpose !== "reset" && token.purpose !== "first-admin")
      return { state: "unknown" };
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
    ): Promise<SignedIn | CodeNeeded | StaffFailure> {
      const email = input.email.trim();
      if (!email || !input.password) return fail(400, staffMessages.signInMissing);
      const ip = client.ip ?? "unknown";
      const user = await findStaffUserByEmail(db, email);
      const account = user ? guarded(user) : { email, unlockedAt: null };
      const refused = await guardRefusal(account, ip, client, { type: "staff_user_email", id: email.slice(0, 320) });
      if (refused) return refused;

      const usable = user && user.password_hash && !user.disabled_at ? user : null;
      const ok = usable
        ? await verifyPassword(input.password, usable.password_hash!)
        : await verifyAgainstDummy(input.password, passwordHashCost);

      if (!ok || !usable) {
        const lockedMinutes = await guard.recordFailure(account, ip);
        await audit(db, {
          actor: { system: "sign-in" },
          action: AUDIT_ACTIONS.signInFailed,
          ip: client.ip,
          target: user ? { type: "staff_user", id: user.id } : { type: "staff_user_email", id: email.slice(0, 320) },
          detail: { reason: lockedMinutes ? "locked" : "incorrect" },
        });
        return lockedMinutes ? fail(429, signInLockedMessage(lockedMinutes)) : fail(401, staffMessages.signInIncorrect);
      }
      return passwordAccepted(usable, client, input.previousSessionId);
    },

    /**
     * The second step: a code from the person's authenticator app (each works once) or one of their
     * recovery codes (each works once), with the ticket the password step gave. Wrong codes count
     * against the same limits as wrong passwords.
     */
    async completeSignIn(
      input: { ticket: string | null; code: string; previousSessionId?: string | null },
      client: ClientInfo,
    ): Promise<SignedIn | StaffFailure> {
      const pending = await signInStep(input.ticket);
      if (!pending) return fail(410, staffMessages.signInStepExpired);
      const { token, user } = pending;
      const code = input.code.trim();
      if (!code) return fail(400, staffMessages.codeMissing, "code");
      const ip = client.ip ?? "unknown";
      const refused = await guardRefusal(guarded(user), ip, client, { type: "staff_user", id: user.id });
      if (refused) return refused;

      const at = iso();
      const outcome = await db.transaction().execute(async (tx) => {
        let method: "totp" | "recovery-code" | null = null;
        if (looksLikeTotpCode(code)) {
          const step = totpStep(user.totp_secret!, code, now().getTime());
          if (step !== null && (await acceptTotpStep(tx, user.id, step))) method = "totp";
        } else if (looksLikeRecoveryCode(code)) {
          if (await consumeRecoveryCode(tx, user.id, recoveryCodeHash(code), at)) method = "recovery-code";
        }
        if (!method) return null;
        // The ticket works once: a second request racing with the same one gets nothing.
        if (!(await consumeStaffToken(tx, token.token_hash, at))) return "expired" as const;
        if (method === "recovery-code") {
          await audit(tx, {
            actor: staffActor(user),
            action: AUDIT_ACTIONS.recoveryCodeUsed,
            ip: client.ip,
            target: { type: "staff_user", id: user.id },
            detail: { left: await countUnusedRecoveryCodes(tx, user.id) },
          });
        }
        return signedIn(tx, user, client, input.previousSessionId, { via: "password", secondFactor: method });
      });
      if (outcome === "expired") return fail(410, staffMessages.signInStepExpired);
      if (outcome === null) {
        const lockedMinutes = await guard.recordFailure(guarded(user), ip);
        await audit(db, {
          actor: { system: "sign-in" },
          action: AUDIT_ACTIONS.signInFailed,
          ip: client.ip,
          target: { type: "staff_user", id: user.id },
          detail: { reason: lockedMinutes ? "locked" : "code" },
        });
        return lockedMinutes
          ? fail(429, signInLockedMessage(lockedMinutes))
          : fail(401, staffMessages.codeIncorrect, "code");
      }
      await guard.recordSuccess(guarded(user), ip);
      return { ok: true, user: publicUser(user), sessionId: outcome };
    },

    /** Whether a sign-in step's ticket is still good (the code page shows its form only then). */
    async signInStepValid(ticket: string | null): Promise<boolean> {
      return (await signInStep(ticket)) !== null;
    },

    /**
     * Checks the signed-in person's own password before a change that needs it (a new password,
     * turning the second factor off). Wrong answers count against the sign-in limits, so a left-open
     * session cannot be used to guess the password.
     */
    async confirmOwnPassword(userId: number, password: string, client: ClientInfo): Promise<StaffFailure | null> {
      if (!password) return fail(400, staffMessages.currentPasswordMissing, "currentPassword");
      const user = await findStaffUserById(db, userId);
      if (!user || !user.password_hash) return fail(404, staffMessages.noSuchAccount);
      const ip = client.ip ?? "unknown";
      const refused = await guardRefusal(guarded(user), ip, client, { type: "staff_user", id: user.id });
      if (refused) return { ...refused, field: "currentPassword" };
      if (await verifyPassword(password, user.password_hash)) return null;
      const lockedMinutes = await guard.recordFailure(guarded(user), ip);
      await audit(db, {
        actor: staffActor(user),
        action: AUDIT_ACTIONS.signInFailed,
        ip: client.ip,
        target: { type: "staff_user", id: user.id },
        detail: { reason: lockedMinutes ? "locked" : "current-password" },
      });
      return lockedMinutes
        ? fail(429, signInLockedMessage(lockedMinutes), "currentPassword")
        : fail(401, staffMessages.currentPasswordIncorrect, "currentPassword");
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
      const account = await findStaffUserById(db, userId);
      if (!account) return fail(404, staffMessages.noSuchAccount);
      const problem = passwordProblem(newPassword, account.email);
      if (problem) return fail(400, problem, "password");
      const hash = await hashPassword(newPassword, passwordHashCost);
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
        const sessionId = client.continueSession ? await startSession(tx, user, client, now()) : null;
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
    ): Promise<SignedIn | CodeNeeded | StaffFailure> {
      const state = await linkState(secret);
      if (state.state !== "valid") return linkFailure(state.state);
      if (state.purpose === "first-admin") {
        const problem = checkNewAccount({ email: input.email ?? "", name: input.name ?? "", role: "admin" });
        if (problem) return problem;
      }
      const problem = passwordProblem(input.password, state.purpose === "first-admin" ? input.email : state.email);
      if (problem) return fail(400, problem, "password");
      const hash = await hashPassword(input.password, passwordHashCost);

      const outcome = await db.transaction().execute(async (tx): Promise<SignedIn | CodeNeeded | StaffFailure> => {
        const at = iso();
        const token = await findStaffToken(tx, sha256Hex(secret));
        if (!token || !(await consumeStaffToken(tx, token.token_hash, at))) return linkFailure("used");
        let user: StaffUserRow | undefined;
        if (token.purpose === "first-admin") {
          if ((await countStaffUsers(tx, { role: "admin" })) > 0) return linkFailure("admin-exists");
          if (await findStaffUserByEmail(tx, input.email!)) return fail(409, staffMessages.emailTaken, "email");
          user = await insertStaffUser(tx, {
            email: input.email!,
            name: input.name!,
            role: "admin",
            passwordHash: hash,
            at,
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
        // A reset link sets the password but does not pass the second factor: the code is still asked.
        if (user.totp_secret)
          return { ok: "code", ticket: await issueStaffToken(tx, "sign-in", user, now(), SIGN_IN_STEP_MS) };
        const sessionId = await signedIn(tx, user, client, null, { via: "link" });
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
      const problem = input.password === undefined ? null : passwordProblem(input.password, input.email);
      if (problem) return fail(400, problem, "password");
      const hash = input.password === undefined ? null : await hashPassword(input.password, passwordHashCost);
      return db.transaction().execute(async (tx) => {
        if (await findStaffUserByEmail(tx, input.email)) return fail(409, staffMessages.emailTaken, "email");
        const at = iso();
        const user = await insertStaffUser(tx, {
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash: hash,
          at,
        });
        const link = hash
          ? null
          : linkFor(await issueMailedStaffLink(tx, "invite", user, now(), LINK_LIFETIME_MS, mailer));
        await audit(tx, {
          actor,
          action: hash ? AUDIT_ACTIONS.userCreated : AUDIT_ACTIONS.userInvited,
          ip: client.ip,
          target: { type: "staff_user", id: user.id },
          detail: { email: user.email, name: user.name, role: user.role },
        });
        return { ok: true as const, user: publicUser(user), link };
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
