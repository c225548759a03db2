/**
 * The names of what the audit trail records (audit_log.action). Later features add theirs here, so
 * the audit page can offer them as a filter.
 */
export const AUDIT_ACTIONS = {
  signIn: "staff.sign-in",
  signInFailed: "staff.sign-in-failed",
  signOut: "staff.sign-out",
  passwordSet: "staff.password-set",
  passwordChanged: "staff.password-changed",
  userCreated: "staff.user-created",
  userInvited: "staff.user-invited",
  roleChanged: "staff.role-changed",
  userDisabled: "staff.user-disabled",
  firstAdminCreated: "staff.first-admin-created",
  firstAdminLinkIssued: "staff.first-admin-link-issued",
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
