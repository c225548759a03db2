import type { StaffRole } from "~/domain/permissions";

/** The signed-in person as the console sees them. */
export type SignedInStaff = { id: number; email: string; name: string; role: StaffRole };

/** A one-time link's state, as the set-password page shows it. */
export type StaffLinkState =
  | { state: "valid"; purpose: "invite" | "reset"; email: string; name: string }
  | { state: "valid"; purpose: "first-admin" }
  | { state: "unknown" | "used" | "expired" | "admin-exists" };
