import { beforeAll, describe, expect, it } from "vitest";
import { contentMessages } from "~/domain/site-content/content-types";
import { publicHtml } from "#tests/support/public-page";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Scheduling a draft to publish by itself (decision 0181): a time in the past is refused, the draft shows
 * nowhere until its time, then the due check publishes it once (however many processes check), says so on
 * the cache bus and in the audit trail; a schedule can be cancelled.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

/** The home page's claim figures, in order. */
async function homeFigures(): Promise<string[]> {
  const page = await publicHtml(server, "/");
  return [...page.matchAll(/<dd class="text-4xl font-extrabold text-white sm:text-5xl">([^<]*)<\/dd>/g)].map(
    (m) => m[1]!,
  );
}

async function projectsClaim() {
  const entries = await server.services.contentEditing.list("company-fact");
  return entries.find((e) => /projects/i.test(e.draft.label ?? ""))!;
}

const auditOf = (id: number) =>
  server.db
    .selectFrom("audit_log")
    .select(["action", "actor_label"])
    .where("target_type", "=", "content_entry")
    .where("target_id", "=", String(id))
    .orderBy("id")
    .execute();

describe(`scheduling site content on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("publishes a scheduled draft when its time comes, once, and not before", async () => {
    const claim = await projectsClaim();
    const before = await homeFigures();
    expect(before).toContain(claim.live!.value);
    const saved = await marketing.postForm(`/staff/content/${claim.id}`, {
      intent: "save",
      version: String(claim.draftVersion),
      ...claim.draft,
      value: "135+",
    });
    expect(saved.status).toBe(200);

    // A time gone by, or no time at all, is refused with its message.
    const past = await marketing.postForm(`/staff/content/${claim.id}`, { intent: "schedule", at: "2020-01-01T09:00" });
    expect(past.status).toBe(409);
    expect(await past.text()).toContain(asHtml(contentMessages.scheduleInPast));
    const empty = await marketing.postForm(`/staff/content/${claim.id}`, { intent: "schedule", at: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(asHtml(contentMessages.scheduleInvalid));

    // Ten minutes from now in the company's zone (Asia/Kolkata, +05:30).
    const inTen = new Date(Date.now() + 10 * 60_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
    const scheduled = await marketing.postForm(`/staff/content/${claim.id}`, { intent: "schedule", at: inTen });
    expect(scheduled.status).toBe(200);
    const entry = (await server.services.contentEditing.get(claim.id))!.entry;
    expect(entry.schedule?.by).toMatch(/@/);
    const at = Date.parse(entry.schedule!.at);
    expect(new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 16)).toBe(inTen);

    // Before its time nothing is published, and the page still says the old figure.
    expect(await server.services.contentEditing.publishDue(new Date(at - 1000))).toBe(0);
    expect(await homeFigures()).toEqual(before);

    // At its time two processes check at once: one publishes, the page shows it, the schedule is gone.
    const runs = await Promise.all([
      server.services.contentEditing.publishDue(new Date(at)),
      server.services.contentEditing.publishDue(new Date(at)),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await homeFigures()).toEqual(before.map((v) => (v === claim.live!.value ? "135+" : v)));
    const after = (await server.services.contentEditing.get(claim.id))!;
    expect(after.entry.schedule).toBeNull();
    expect(after.entry.unpublishedChanges).toBe(false);
    expect(after.revisions[0]).toMatchObject({ note: "Published on schedule", by: entry.schedule!.by });
    expect((await auditOf(claim.id)).slice(-2)).toEqual([
      { action: "content.scheduled", actor_label: expect.stringContaining("@") },
      { action: "content.published", actor_label: "system: schedule" },
    ]);
  });

  it("cancels a schedule: nothing is published at its time", async () => {
    const claim = await projectsClaim();
    await marketing.postForm(`/staff/content/${claim.id}`, {
      intent: "save",
      version: String(claim.draftVersion),
      ...claim.draft,
      value: "140+",
    });
    const inTen = new Date(Date.now() + 10 * 60_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
    expect((await marketing.postForm(`/staff/content/${claim.id}`, { intent: "schedule", at: inTen })).status).toBe(
      200,
    );
    const cancelled = await marketing.postForm(`/staff/content/${claim.id}`, { intent: "cancel-schedule" });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain(asHtml(contentMessages.scheduleCancelled));
    expect(await server.services.contentEditing.publishDue(new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await homeFigures()).not.toContain("140+");
    expect((await auditOf(claim.id)).at(-1)!.action).toBe("content.schedule-cancelled");
  });
});
