import { describe, expect, it } from "vitest";
import { can, menuFor, PERMISSIONS, STAFF_ROLES, type Permission, type StaffMenuEntry } from "./permissions";

describe("the permission table", () => {
  const allowed = (role: string) => PERMISSIONS.filter((p) => can(role, p));

  it("gives admin every permission", () => {
    expect(allowed("admin")).toEqual([...PERMISSIONS]);
  });

  it("gives hr jobs, applications, resumes, their mails' templates and the hiring report, and nothing of marketing's or admin's", () => {
    expect(allowed("hr")).toEqual([
      "staff:enter",
      "jobs:manage",
      "applications:read",
      "applications:write",
      "resumes:read",
      "templates:manage",
      "interviews:read",
      "interviews:manage",
      "insights:hiring",
    ]);
  });

  it("gives an interviewer their interviews only: no inbox, no export, no moves, no jobs", () => {
    expect(allowed("interviewer")).toEqual(["staff:enter", "interviews:read"]);
  });

  it("lets HR and admins offer, move and cancel interviews, and no one else", () => {
    expect(STAFF_ROLES.filter((r) => can(r, "interviews:manage"))).toEqual(["admin", "hr"]);
    expect(STAFF_ROLES.filter((r) => can(r, "interviews:read"))).toEqual(["admin", "hr", "interviewer"]);
  });

  it("gives marketing news, messages, subscribers, the newsletter, demos, the site's content and the insights report only", () => {
    expect(allowed("marketing")).toEqual([
      "staff:enter",
      "news:manage",
      "messages:read",
      "subscribers:read",
      "subscribers:write",
      "newsletter:send",
      "demos:manage",
      "content:manage",
      "insights:view",
    ]);
  });

  it("lets marketing and admins edit the site's content, and no one else", () => {
    expect(STAFF_ROLES.filter((r) => can(r, "content:manage"))).toEqual(["admin", "marketing"]);
  });

  it("lets marketing and admins send the newsletter, and no one else", () => {
    expect(STAFF_ROLES.filter((r) => can(r, "newsletter:send"))).toEqual(["admin", "marketing"]);
  });

  it("gives sales the demos, their leads, the presenters' times and the insights report, and nothing else", () => {
    expect(allowed("sales")).toEqual(["staff:enter", "demos:manage", "demos:configure", "insights:view"]);
    expect(STAFF_ROLES.filter((r) => can(r, "demos:configure"))).toEqual(["admin", "sales"]);
  });

  it("gives the visits report to marketing, sales and admins, the hiring report to HR and admins", () => {
    expect(STAFF_ROLES.filter((r) => can(r, "insights:view"))).toEqual(["admin", "marketing", "sales"]);
    expect(STAFF_ROLES.filter((r) => can(r, "insights:hiring"))).toEqual(["admin", "hr"]);
  });

  it("lets marketing and admins remove subscribers, and no one else", () => {
    expect(STAFF_ROLES.filter((r) => can(r, "subscribers:write"))).toEqual(["admin", "marketing"]);
  });

  it("keeps staff accounts, the audit trail, the outbox and one person's data (export, erase) to admins", () => {
    for (const p of ["users:manage", "audit:read", "outbox:read", "people:manage"] as Permission[])
      expect(STAFF_ROLES.filter((r) => can(r, p))).toEqual(["admin"]);
  });

  it("gives an unknown or empty role nothing", () => {
    for (const role of ["", "root", "Admin", "__proto__", "toString"]) expect(allowed(role)).toEqual([]);
  });
});

describe("the staff menu", () => {
  const menu: StaffMenuEntry[] = [
    { label: "Home", href: "/staff", permission: "staff:enter" },
    { label: "Applications", href: "/staff/applications", permission: "applications:read" },
    { label: "News", href: "/staff/news", permission: "news:manage" },
    { label: "Users", href: "/staff/users", permission: "users:manage" },
  ];

  it("shows each role only the entries the table lets it open, in order", () => {
    expect(menuFor("admin", menu).map((e) => e.label)).toEqual(["Home", "Applications", "News", "Users"]);
    expect(menuFor("hr", menu).map((e) => e.label)).toEqual(["Home", "Applications"]);
    expect(menuFor("marketing", menu).map((e) => e.label)).toEqual(["Home", "News"]);
    expect(menuFor("interviewer", menu).map((e) => e.label)).toEqual(["Home"]);
    expect(menuFor("nobody", menu)).toEqual([]);
  });

  it("opens the console home to every role", () => {
    for (const role of STAFF_ROLES) expect(menuFor(role).map((e) => e.href)).toContain("/staff");
  });
});
