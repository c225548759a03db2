/**
 * The names of what the audit trail records (audit_log.action). Later features add theirs here, with
 * a label, so the audit page can offer them as a filter.
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
  userEnabled: "staff.user-enabled",
  resetLinkIssued: "staff.reset-link-issued",
  sessionsEnded: "staff.sessions-ended",
  twoFactorEnabled: "staff.two-factor-enabled",
  twoFactorDisabled: "staff.two-factor-disabled",
  recoveryCodeUsed: "staff.recovery-code-used",
  firstAdminCreated: "staff.first-admin-created",
  firstAdminLinkIssued: "staff.first-admin-link-issued",
  jobCreated: "job.created",
  jobSaved: "job.saved",
  jobPublished: "job.published",
  jobUnpublished: "job.unpublished",
  jobClosed: "job.closed",
  jobReopened: "job.reopened",
  newsPublished: "news.published",
  newsScheduled: "news.scheduled",
  newsUnpublished: "news.unpublished",
  newsRestored: "news.restored",
  applicationStatusChanged: "application.status-changed",
  applicationNoteAdded: "application.note-added",
  applicationsExported: "applications.exported",
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** How the audit page names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "staff.sign-in": "Signed in",
  "staff.sign-in-failed": "Sign-in failed",
  "staff.sign-out": "Signed out",
  "staff.password-set": "Password set with a link",
  "staff.password-changed": "Password changed",
  "staff.user-created": "Account created",
  "staff.user-invited": "Account invited",
  "staff.role-changed": "Role changed",
  "staff.user-disabled": "Account disabled",
  "staff.user-enabled": "Account enabled again",
  "staff.reset-link-issued": "Password reset link issued",
  "staff.sessions-ended": "Sessions ended",
  "staff.two-factor-enabled": "Two-step sign-in turned on",
  "staff.two-factor-disabled": "Two-step sign-in turned off",
  "staff.recovery-code-used": "Recovery code used",
  "staff.first-admin-created": "First admin created",
  "staff.first-admin-link-issued": "First-admin link issued",
  "job.created": "Job created",
  "job.saved": "Job saved",
  "job.published": "Job published",
  "job.unpublished": "Job unpublished",
  "job.closed": "Job closed",
  "job.reopened": "Job reopened",
  "news.published": "News story published",
  "news.scheduled": "News story scheduled",
  "news.unpublished": "News story unpublished",
  "news.restored": "News story revision restored",
  "application.status-changed": "Application moved in the pipeline",
  "application.note-added": "Note added to an application",
  "applications.exported": "Applications exported (CSV)",
};

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(AUDIT_ACTION_LABELS, value);
}
