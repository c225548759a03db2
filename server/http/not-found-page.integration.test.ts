import { describe, expect, it } from "vitest";
import { NOT_FOUND_TITLE } from "~/components/layout/not-found";
import { createStaffUser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * A resource route's "nothing here" is the site's 404 page (server/http/react-router-handler.ts), as any
 * unknown address's: an unknown, revoked or malformed calendar feed answered JSON `null` before (issue 41,
 * item 9). What changes on every response (the CSP nonce, the XSRF token) aside, the page is the same as
 * an unknown address's, so it tells nothing of the address asked for.
 */
const server = serverForFile();

/** A page without what differs on every response. */
const steady = (html: string) =>
  html
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/name="_xsrf" value="[^"]*"/g, "")
    .replace(/xsrfToken\\",\\"[^\\"]*/g, "xsrfToken");

describe(`the 404 page of a resource route on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("answers an unknown, revoked or malformed calendar feed with the site's 404 page", async () => {
    const unknownPage = await fetch(`${server.baseUrl}/no/such/page`, { headers: { accept: "text/html" } });
    expect(unknownPage.status).toBe(404);
    const expected = steady(await unknownPage.text());
    const hr = (await createStaffUser(server, { role: "hr" })).user;
    const revoked = await server.services.interviews.issueFeed(hr, null);
    await server.services.interviews.revokeFeed(hr, null);

    for (const path of [
      `/calendar/${"x".repeat(43)}.ics`,
      `/calendar/${revoked}.ics`,
      `/Calendar/${"x".repeat(43)}.ics`,
      "/calendar/short.ics",
      "/calendar/no-extension",
    ]) {
      const res = await fetch(server.baseUrl + path, { headers: { accept: "text/html" } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      // The feed route's own headers stay: its address holds a secret.
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      // Appended to the site's own policy, as the live feed's is: a browser applies the last one it knows.
      expect(res.headers.get("referrer-policy")?.split(",").at(-1)?.trim(), path).toBe("no-referrer");
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      const html = await res.text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND_TITLE}</h1>`));
      expect(steady(html), path).toBe(expected);
    }

    const head = await fetch(`${server.baseUrl}/calendar/${"x".repeat(43)}.ics`, { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it("still serves a live feed as a calendar file", async () => {
    const hr = (await createStaffUser(server, { role: "hr" })).user;
    const feed = await server.services.interviews.issueFeed(hr, null);
    const res = await fetch(`${server.baseUrl}/calendar/${feed}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await res.text()).split("\r\n")[0]).toBe("BEGIN:VCALENDAR");
  });
});
