/**
 * Who may do what in the staff console: the one table. Every staff loader and action asks `can()`
 * on the server (through requirePermission); the menu only mirrors the same table.
 */
export const STAFF_ROLES = ["admin", "hr", "marketing", "interviewer", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  "staff:enter",
  "jobs:manage",
  "applications:read",
  "applications:write",
  "resumes:read",
  "templates:manage",
  "news:manage",
  "messages:read",
  "subscribers:read",
  "subscribers:write",
  "newsletter:send",
  "people:manage",
  "users:manage",
  "audit:read",
  "outbox:read",
  /** /staff/interviews and one interview's page; an interviewer sees only the interviews they are on. */
  "interviews:read",
  /** Offering, rescheduling and cancelling interviews, and seeing everyone's ("all"). */
  "interviews:manage",
  "privacy-requests:manage",
  "demos:manage",
  "demos:configure",
  /** Editing the public site's content: drafts, publishing, revisions (/staff/content). */
  "content:manage",
  /** The reports on visits, sources and conversions (/staff/insights). */
  "insights:view",
  /** The hiring reports: applications and hires per job and source, time to hire (/staff/insights/hiring). */
  "insights:hiring",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  hr: [
    "staff:enter",
    "jobs:manage",
    "applications:read",
    "applications:write",
    "resumes:read",
    "interviews:read",
    "interviews:manage",
    "templates:manage",
    "insights:hiring",
  ],
  marketing: [
    "staff:enter",
    "news:manage",
    "messages:read",
    "subscribers:read",
    "subscribers:write",
    "newsletter:send",
    "demos:manage",
    "content:manage",
    "insights:view",
  ],
  // Only the interviews they are on: the interview page checks that (server/interviews/interviews.ts).
  interviewer: ["staff:enter", "interviews:read"],
  // Demos and leads only: neither the contact messages' text nor the newsletter list (decision 0150).
  sales: ["staff:enter", "demos:manage", "demos:configure", "insights:view"],
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  hr: "HR",
  marketing: "Marketing",
  interviewer: "Interviewer",
  sales: "Sales",
};

/** What each role is for, in words (the console and docs/staff-console.md say the same). */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything, plus staff accounts and the audit trail.",
  hr: "Jobs, job applications, resumes and their mails.",
  marketing:
    "News, the site's content (team, company claims), contact messages, newsletter subscribers and newsletter issues, and booked demos and their leads.",
  interviewer: "The interviews they are on: the application, its resume file, and their scorecards.",
  sales: "Booked demos and their leads, and who presents demos when.",
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when the role may do it. An unknown role may do nothing. */
export function can(role: string, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

export type StaffMenuEntry = { label: string; href: string; permission: Permission };

/**
 * The console's menu: each entry names the permission its page checks (the route-by-role test
 * holds each page to it). Entries appear as their pages land; home and the account page are open
 * to every role.
 */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: "Home", href: "/staff", permission: "staff:enter" },
  { label: "Applications", href: "/staff/applications", permission: "applications:read" },
  { label: "Jobs", href: "/staff/jobs", permission: "jobs:manage" },
  { label: "Templates", href: "/staff/templates", permission: "templates:manage" },
  { label: "Interviews", href: "/staff/interviews", permission: "interviews:read" },
  { label: "Staff accounts", href: "/staff/users", permission: "users:manage" },
  { label: "Audit trail", href: "/staff/audit", permission: "audit:read" },
  { label: "Outbox", href: "/staff/outbox", permission: "outbox:read" },
  { label: "News", href: "/staff/news", permission: "news:manage" },
  { label: "Site content", href: "/staff/content", permission: "content:manage" },
  { label: "Messages", href: "/staff/messages", permission: "messages:read" },
  { label: "Subscribers", href: "/staff/subscribers", permission: "subscribers:read" },
  { label: "Newsletter", href: "/staff/newsletter", permission: "newsletter:send" },
  { label: "People", href: "/staff/people", permission: "people:manage" },
  { label: "Privacy requests", href: "/staff/privacy-requests", permission: "privacy-requests:manage" },
  { label: "Demos", href: "/staff/demos", permission: "demos:manage" },
  { label: "Insights", href: "/staff/insights", permission: "insights:view" },
  { label: "Hiring reports", href: "/staff/insights/hiring", permission: "insights:hiring" },
  { label: "Your account", href: "/staff/account", permission: "staff:enter" },
];

/** The entries this role may open, in menu order. */
export function menuFor(role: string, menu: readonly StaffMenuEntry[] = STAFF_MENU): StaffMenuEntry[] {
  return menu.filter((entry) => can(role, entry.permission));
}
