import { describe, expect, it } from "vitest";
import { landingPath, pathPermission } from "./path-permission";

describe("pathPermission", () => {
  it("reads the permission of the menu entry a path is at or under", () => {
    expect(pathPermission("/staff")).toBe("staff:enter");
    expect(pathPermission("/staff/users/12?x=1")).toBe("users:manage");
    expect(pathPermission("/staff/applications/")).toBe("applications:read");
    expect(pathPermission("/staff/news/3/preview")).toBe("news:manage");
    expect(pathPermission("/staff/resumes/4")).toBe("resumes:read");
    expect(pathPermission("/staff/applications/4/resume/view")).toBe("resumes:read");
    expect(pathPermission("/staff/subscribers/4")).toBe("subscribers:write");
    expect(pathPermission("/staff/subscribers/export")).toBe("subscribers:read");
    expect(pathPermission("/staff/account#sessions")).toBe("staff:enter");
    // A prefix of a word is not a path under it.
    expect(pathPermission("/staff/usersx")).toBe("staff:enter");
  });
});

describe("landingPath", () => {
  it("keeps a page the role opens and sends the person home with a note otherwise", () => {
    expect(landingPath("hr", "/staff/applications?status=new")).toBe("/staff/applications?status=new");
    expect(landingPath("hr", "/staff/users")).toBe("/staff?note=not-for-role");
    expect(landingPath("marketing", "/staff/resumes/4")).toBe("/staff?note=not-for-role");
    expect(landingPath("admin", "/staff/audit")).toBe("/staff/audit");
  });
});
