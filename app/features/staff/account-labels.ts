import { ROLE_LABELS, STAFF_ROLES } from "~/domain/permissions";

/** The roles as a select offers them. */
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** How the console names an account's state. */
export const ACCOUNT_STATE_LABELS = {
  active: "Active",
  disabled: "Disabled",
  invited: "Invited (no password yet)",
} as const;
