import { describe, expect, it } from "vitest";
import { loggableUrl } from "./loggable-url";

const SECRET = "Zx9_secretTOKENvalue-123";

describe("loggableUrl", () => {
  it.each([
    ["/careers/application/" + SECRET, "/careers/application/REDACTED"],
    ["/careers/application/" + SECRET + "?confirm=export", "/careers/application/REDACTED?confirm=export"],
    ["/careers/application/" + SECRET + "/data", "/careers/application/REDACTED/data"],
    ["/careers/application/" + SECRET + ".data", "/careers/application/REDACTED.data"],
    ["/staff/set-password/" + SECRET, "/staff/set-password/REDACTED"],
    ["/staff/set-password/" + SECRET + ".data", "/staff/set-password/REDACTED.data"],
    // Other spellings the router reads as the same page.
    ["/CAREERS/Application/" + SECRET, "/CAREERS/Application/REDACTED"],
    ["/careers//application//" + SECRET, "/careers//application//REDACTED"],
    ["/careers/%61pplication/" + SECRET, "/careers/application/REDACTED"],
    ["/careers%2Fapplication%2F" + SECRET, "/careers/application/REDACTED"],
    ["/x/../careers/./application/" + SECRET, "/x/../careers/./application/REDACTED"],
    ["/careers\\application\\" + SECRET, "/careers/application/REDACTED"],
    ["/staff/%2e%2e/staff/set-password/" + SECRET, "/staff/../staff/set-password/REDACTED"],
  ])("redacts the secret segment of %s", (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it.each([
    ["/newsletter/confirm?s=12&t=" + SECRET, "/newsletter/confirm?s=12&t=REDACTED"],
    ["/newsletter/unsubscribe?s=12&t=" + SECRET, "/newsletter/unsubscribe?s=12&t=REDACTED"],
    ["/newsletter/unsubscribe/one-click?s=12&t=" + SECRET, "/newsletter/unsubscribe/one-click?s=12&t=REDACTED"],
    [
      `/staff/applications?q=${SECRET}&job=2&email=${SECRET}%40example.com&mobile=98470${SECRET}`,
      "/staff/applications?q=REDACTED&job=2&email=REDACTED&mobile=REDACTED",
    ],
    [`/staff/applications/export.csv?email=${SECRET}`, "/staff/applications/export.csv?email=REDACTED"],
    [`/staff/messages?q=${SECRET}&before=9`, "/staff/messages?q=REDACTED&before=9"],
    [`/staff/subscribers/export?q=${SECRET}`, "/staff/subscribers/export?q=REDACTED"],
    [`/staff/people?email=${SECRET}`, "/staff/people?email=REDACTED"],
    [`/staff/people/export?email=${SECRET}`, "/staff/people/export?email=REDACTED"],
    [`/staff/applications.data?q=${SECRET}`, "/staff/applications.data?q=REDACTED"],
    // The names as the router decodes them.
    [`/staff/people?%65mail=${SECRET}&EMAIL=${SECRET}`, "/staff/people?%65mail=REDACTED&EMAIL=REDACTED"],
    [`/staff/messages?q=a&q=${SECRET}`, "/staff/messages?q=REDACTED&q=REDACTED"],
  ])("redacts the secret query values of %s", (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it("redacts inside sign-in's way back", () => {
    const back = encodeURIComponent(`/staff/people?email=${SECRET}`);
    expect(loggableUrl(`/staff/login?redirectTo=${back}`)).toBe(
      `/staff/login?redirectTo=${encodeURIComponent("/staff/people?email=REDACTED")}`,
    );
    expect(loggableUrl(`/staff/login?redirectTo=%2Fstaff%2Fset-password%2F${SECRET}`)).not.toContain(SECRET);
    expect(loggableUrl("/staff/login?redirectTo=%2Fstaff%2Faudit")).toBe("/staff/login?redirectTo=%2Fstaff%2Faudit");
  });

  it.each([
    "/",
    "/careers/application",
    "/careers/lost-link",
    "/staff/applications/12?x=1",
    "/staff/applications_/12",
    "/company/news?id=3",
    "/careers?job=2&location=Kochi",
    "/%zz/%",
    "/staff/audit?person=3&action=signed-in",
    "/careers/application/../lost-link",
  ])("keeps %s as sent", (url) => {
    expect(loggableUrl(url)).toBe(url);
  });

  it.each([
    ["/calendar/" + SECRET + ".ics", "/calendar/REDACTED.ics"],
    ["/Calendar/" + SECRET + ".ICS", "/Calendar/REDACTED.ics"],
    ["/calendar/" + SECRET, "/calendar/REDACTED"],
    ["/calendar//" + SECRET + ".ics", "/calendar//REDACTED.ics"],
    ["/%63alendar/" + SECRET + ".ics", "/calendar/REDACTED.ics"],
    ["/staff/../calendar/" + SECRET + ".ics?x=1", "/staff/../calendar/REDACTED.ics?x=1"],
  ])("redacts a calendar feed's secret in %s", (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
