import type { StaffRole } from "~/domain/permissions";
import type { StaffTime } from "./staff-time";

/** The signed-in person as the console sees them. */
export type SignedInStaff = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** Whether the person signs in with a second factor (TOTP). */
  twoFactor: boolean;
};

/** Where a one-time link (an invitation, a reset, the first admin's) opens the set-password page; the secret follows. */
export const SET_PASSWORD_PREFIX = "/staff/set-password/";

/** A one-time link's state, as the set-password page shows it. */
export type StaffLinkState =
  | { state: "valid"; purpose: "invite" | "reset"; email: string; name: string }
  | { state: "valid"; purpose: "first-admin" }
  | { state: "unknown" | "used" | "expired" | "admin-exists" };

/** A refusal from a staff service, as a page shows it. */
export type StaffFailureView = { status: number; message: string; field?: string };

/** A signed-in browser as the staff services list it (times as stored, ISO). */
export type StaffSessionView = {
  /** The SHA-256 of the session id: names the session in a form, opens nothing. */
  idHash: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
};

/** A signed-in browser, as the account and users pages list it. */
export type StaffSessionSummary = {
  /** The SHA-256 of the session id: names the session in a form, opens nothing. */
  idHash: string;
  started: StaffTime;
  lastSeen: StaffTime;
  ip: string | null;
  browser: string;
  current: boolean;
};
