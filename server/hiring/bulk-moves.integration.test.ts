import { beforeAll, describe, expect, it } from "vitest";
import { pipelineMessages } from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { BULK_MOVE_MAX, bulkMoveMessages, bulkPickValue } from "~/domain/staff/bulk-move";
import { referenceNumber } from "~/domain/reference-number";
import { jobApplication } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Bulk moves in the inbox (docs/product.md §10.3): ticked rows or all on the page, each moved in its own
 * transaction with its own audit row and mail, a row moved meanwhile or final refused and listed back
 * with why, at most 200 at a time, as a plain form post.
 */
const server = serverForFile({ env: { MAIL_POLL_INTERVAL_MS: "3600000" } });
let hr: Awaited<ReturnType<typeof signedInAs>>;
let colleague: Awaited<ReturnType<typeof signedInAs>>;
let jobCode = 0;
let n = 0;

beforeAll(async () => {
  jobCode = Number(
    (await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirstOrThrow())
      .code,
  );
  hr = await signedInAs(server, "hr");
  colleague = await signedInAs(server, "hr");
});

async function apply(): Promise<number> {
  const email = `bulk-${++n}@example.in`;
  const res = await server
    .client()
    .post("/api/Career/PostJobApplication", jobApplication(jobCode, { personal: { Email: email, Name: `Bulk ${n}` } }));
  expect(res.status).toBe(200);
  return (
    await server.db.selectFrom("job_applications").select("id").where("email", "=", email).executeTakeFirstOrThrow()
  ).id;
}

const statusOf = async (id: number) =>
  (await server.db.selectFrom("job_applications").select("status").where("id", "=", id).executeTakeFirstOrThrow())
    .status;
const mailsAbout = (id: number) =>
  server.db
    .selectFrom("mail_outbox")
    .select("id")
    .where("template", "=", "applicant-message")
    .where("person_reference", "=", referenceNumber("application", id))
    .execute();
const moveAudits = (id: number) =>
  server.db
    .selectFrom("audit_log")
    .select("detail")
    .where("action", "=", AUDIT_ACTIONS.applicationStatusChanged)
    .where("target_id", "=", String(id))
    .execute();

/** Posts the inbox's form as a browser without JavaScript does: repeated `pick` fields. */
function postBulk(fields: [string, string][]) {
  return hr.browser.postForm("/staff/applications", fields);
}

describe(`bulk moves on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("offers a checkbox per row that belongs to the bulk form", async () => {
    const id = await apply();
    const page = await (await hr.browser.get("/staff/applications")).text();
    const box = new RegExp(`<input[^>]*name="pick"[^>]*value="${bulkPickValue("application", id, "new")}"[^>]*>`).exec(
      page,
    )?.[0];
    expect(box).toContain('form="bulk-move"');
    expect(box).toContain('name="pick"');
    expect(page).toContain("All on this page");
  });

  it("moves each ticked row on its own, refusing one moved meanwhile and one final, with why", async () => {
    const [a, b, c] = [await apply(), await apply(), await apply()];
    await server.services.pipeline.move({ kind: "application", id: c, to: "hired", actor: { system: "test" } });
    // The page showed b as New; a colleague moves it before the bulk move is posted.
    expect(
      (await colleague.browser.postForm(`/staff/applications/${b}`, { intent: "move", from: "new", to: "screening" }))
        .status,
    ).toBe(200);
    const answer = await postBulk([
      ["intent", "bulk-move"],
      ["to", "rejected"],
      ["tell", "yes"],
      ["pick", bulkPickValue("application", a, "new")],
      ["pick", bulkPickValue("application", b, "new")],
      ["pick", bulkPickValue("application", c, "hired")],
    ]);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(asHtml(bulkMoveMessages.done(1, 1, 2)));
    expect(html).toContain(referenceNumber("application", b));
    expect(html).toContain(asHtml(pipelineMessages.notAllowed("hired", "rejected")));
    expect(html).toMatch(/moved it to Screening on/);

    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual(["rejected", "screening", "hired"]);
    expect(await mailsAbout(a)).toHaveLength(1);
    expect(await mailsAbout(b)).toHaveLength(0);
    expect((await moveAudits(a)).map((r) => JSON.parse(r.detail!).to)).toEqual(["rejected"]);
    const [summary] = await server.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", AUDIT_ACTIONS.applicationsMovedInBulk)
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    expect(JSON.parse(summary!.detail!)).toEqual({ to: "rejected", moved: 1, mailed: 1, refused: 2 });
  });

  it("moves all on the page with one tick, and refuses none ticked or more than 200", async () => {
    const ids = [await apply(), await apply()];
    const all = await postBulk([
      ["intent", "bulk-move"],
      ["to", "screening"],
      ["tell", "default"],
      ["all", "yes"],
      ...ids.map((id): [string, string] => ["page", bulkPickValue("application", id, "new")]),
    ]);
    expect(all.status).toBe(200);
    for (const id of ids) expect(await statusOf(id)).toBe("screening");

    const none = await postBulk([
      ["intent", "bulk-move"],
      ["to", "screening"],
    ]);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(asHtml(bulkMoveMessages.nonePicked));
    const tooMany = await postBulk([
      ["intent", "bulk-move"],
      ["to", "screening"],
      ...Array.from({ length: BULK_MOVE_MAX + 1 }, (_, i): [string, string] => ["pick", `a${i + 1}:new`]),
    ]);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain(asHtml(bulkMoveMessages.tooMany));
  });

  it("refuses marketing", async () => {
    const marketing = await signedInAs(server, "marketing");
    const id = await apply();
    const refused = await marketing.browser.postForm("/staff/applications", {
      intent: "bulk-move",
      to: "rejected",
      pick: bulkPickValue("application", id, "new"),
    });
    expect(refused.status).toBe(403);
    expect(await statusOf(id)).toBe("new");
  });
});
