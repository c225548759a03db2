import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUS_LABELS } from "~/domain/application-pipeline";
import { NOTE_MAX_LENGTH, pipelineMessages } from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { jobApplication, resumeRequest } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs, StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";
import { staffActor } from "#server/audit/audit";
import { eraseOneApplication } from "#server/privacy/erase-person";

/**
 * The pipeline of one application (docs/product.md §10.4): one-click Shortlist and Reject, any other
 * allowed move from the menu with a note, refusals of moves not allowed or made stale by someone else,
 * the history with who, when, from, to and the note, internal notes, and an audit row for each write.
 */
const server = serverForFile();
let hr: Awaited<ReturnType<typeof signedInAs>>;
let traineeCode = 0;
let n = 0;

async function newApplication(): Promise<number> {
  const email = `pipeline-${++n}@example.in`;
  const res = await server
    .client()
    .post("/api/Career/PostJobApplication", jobApplication(traineeCode, { personal: { Email: email } }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (
    await server.db.selectFrom("job_applications").select("id").where("email", "=", email).executeTakeFirstOrThrow()
  ).id;
}

async function newResume(): Promise<number> {
  const email = `resume-${++n}@example.in`;
  expect((await server.client().post("/api/Career/PostCandidate", resumeRequest({ Email: email }))).status).toBe(200);
  return (await server.db.selectFrom("candidates").select("id").where("email", "=", email).executeTakeFirstOrThrow())
    .id;
}

const statusOf = async (id: number) =>
  (await server.db.selectFrom("job_applications").select("status").where("id", "=", id).executeTakeFirstOrThrow())
    .status;
const changesOf = (kind: "application" | "resume", id: number) =>
  server.db
    .selectFrom("application_status_changes")
    .selectAll()
    .where("kind", "=", kind)
    .where("application_id", "=", id)
    .orderBy("id")
    .execute();
const auditOf = (action: string, id: number) =>
  server.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("target_id", "=", String(id))
    .orderBy("id")
    .execute();

beforeAll(async () => {
  traineeCode = Number(
    (await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirstOrThrow())
      .code,
  );
  hr = await signedInAs(server, "hr");
});

describe(`the pipeline on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("shortlists in one click, moves on from the menu with a note, and shows the history", async () => {
    const id = await newApplication();
    const path = `/staff/applications/${id}`;
    const page = await (await hr.browser.get(path)).text();
    expect(page).toContain(">Shortlist</button>");
    expect(page).toContain(">Reject</button>");

    const shortlisted = await hr.browser.postForm(path, { intent: "shortlist", from: "new", note: "" });
    expect(shortlisted.status).toBe(200);
    expect(await shortlisted.text()).toContain(asHtml(pipelineMessages.moved("shortlisted")));
    expect(await statusOf(id)).toBe("shortlisted");

    const moved = await hr.browser.postForm(path, {
      intent: "move",
      from: "shortlisted",
      to: "interview",
      note: "Strong on claims;\nask about reinsurance.",
    });
    expect(moved.status).toBe(200);
    expect(await statusOf(id)).toBe("interview");

    const changes = await changesOf("application", id);
    expect(changes.map((c) => [c.from_status, c.to_status, c.note, c.actor_user_id, c.actor_label])).toEqual([
      ["new", "shortlisted", "", hr.user.id, hr.email],
      ["shortlisted", "interview", "Strong on claims;\nask about reinsurance.", hr.user.id, hr.email],
    ]);
    const row = await server.db
      .selectFrom("job_applications")
      .select("status_changed_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status_changed_at).toBe(changes[1]!.at);

    const audit = await auditOf(AUDIT_ACTIONS.applicationStatusChanged, id);
    expect(audit.map((a) => [a.actor_user_id, a.target_type, JSON.parse(a.detail!)])).toEqual([
      [hr.user.id, "application", { from: "new", to: "shortlisted", withNote: false }],
      [hr.user.id, "application", { from: "shortlisted", to: "interview", withNote: true }],
    ]);

    const history = await (await hr.browser.get(path)).text();
    expect(history).toContain(`${APPLICATION_STATUS_LABELS.new} → ${APPLICATION_STATUS_LABELS.shortlisted}`);
    expect(history).toContain(`${APPLICATION_STATUS_LABELS.shortlisted} → ${APPLICATION_STATUS_LABELS.interview}`);
    expect(history).toContain(asHtml("Strong on claims;\nask about reinsurance."));
    expect(history).toContain("Test hr");
    // The menu offers the moves allowed from Interview, not Interview itself.
    const menu = /<select id="pipeline-to"[^>]*>([\s\S]*?)<\/select>/.exec(history)![1]!;
    expect([...menu.matchAll(/value="(\w+)"/g)].map((m) => m[1])).toEqual([
      "new",
      "screening",
      "shortlisted",
      "offer",
      "hired",
      "rejected",
      "withdrawn",
    ]);
  });

  it("refuses a move the pipeline does not allow, and keeps the note typed", async () => {
    const id = await newApplication();
    const path = `/staff/applications/${id}`;
    expect((await hr.browser.postForm(path, { intent: "reject", from: "new" })).status).toBe(200);
    const refused = await hr.browser.postForm(path, { intent: "move", from: "rejected", to: "offer", note: "keep me" });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain(asHtml(pipelineMessages.notAllowed("rejected", "offer")));
    expect(html).toMatch(/<textarea[^>]*id="pipeline-note"[^>]*>keep me<\/textarea>/);
    expect(await statusOf(id)).toBe("rejected");
    expect(await changesOf("application", id)).toHaveLength(1);
    // Undoing a rejection goes back to screening; from hired nothing moves.
    expect((await hr.browser.postForm(path, { intent: "move", from: "rejected", to: "screening" })).status).toBe(200);
    expect((await hr.browser.postForm(path, { intent: "move", from: "screening", to: "hired" })).status).toBe(200);
    const final = await hr.browser.postForm(path, { intent: "shortlist", from: "hired" });
    expect(final.status).toBe(409);
    expect(await final.text()).toContain(asHtml(pipelineMessages.notAllowed("hired", "shortlisted")));
    expect(await (await hr.browser.get(path)).text()).toContain("Hired is where an application ends");

    const unknown = await hr.browser.postForm(path, { intent: "move", from: "hired", to: "promoted" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(asHtml(pipelineMessages.statusMissing));
    expect(await statusOf(id)).toBe("hired");
  });

  it("refuses a stale move: the status changed after the page was shown", async () => {
    const id = await newApplication();
    const path = `/staff/applications/${id}`;
    // A colleague moves it first.
    const colleague = await signedInAs(server, "admin");
    expect((await colleague.browser.postForm(path, { intent: "move", from: "new", to: "screening" })).status).toBe(200);
    // HR's page still said New.
    const stale = await hr.browser.postForm(path, { intent: "reject", from: "new", note: "Not now" });
    expect(stale.status).toBe(409);
    const [moved] = await changesOf("application", id);
    const html = await stale.text();
    // Who moved it and when, and the page as it is now: Screening, and the moves allowed from there.
    const message = pipelineMessages.stale("screening", {
      by: "Test admin",
      byViewer: false,
      at: formatStaffTime(moved!.at, "Asia/Kolkata"),
    });
    expect(message).toMatch(/^Test admin moved it to Screening on \d+ \w+ \d{4}, \d\d:\d\d\./);
    expect(html).toContain(asHtml(message));
    expect(html).toMatch(/Now <span[^>]*>Screening<\/span>/);
    expect(html).toContain('<input type="hidden" name="from" value="screening"/>');
    expect(html).toMatch(/<textarea[^>]*id="pipeline-note"[^>]*>Not now<\/textarea>/);
    expect(await statusOf(id)).toBe("screening");
    expect((await changesOf("application", id)).map((c) => c.actor_user_id)).toEqual([colleague.user.id]);
  });

  it("says it was the person themself when their own move from another tab made the page stale", async () => {
    const id = await newApplication();
    const path = `/staff/applications/${id}`;
    expect((await hr.browser.postForm(path, { intent: "shortlist", from: "new" })).status).toBe(200);
    const stale = await hr.browser.postForm(path, { intent: "reject", from: "new" });
    expect(stale.status).toBe(409);
    const [moved] = await changesOf("application", id);
    const message = pipelineMessages.stale("shortlisted", {
      by: "Test hr",
      byViewer: true,
      at: formatStaffTime(moved!.at, "Asia/Kolkata"),
    });
    expect(message).toMatch(/^You moved it, in another tab or window, to Shortlisted on /);
    expect(await stale.text()).toContain(asHtml(message));
  });

  it("lets one of two simultaneous moves from the same status win; the other is told", async () => {
    const id = await newApplication();
    const actor = { userId: hr.user.id, label: hr.email };
    const results = await Promise.all(
      (["shortlisted", "rejected", "screening"] as const).map((to) =>
        server.services.pipeline.move({ kind: "application", id, from: "new", to, actor }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const won = results.find((r) => r.ok)!;
    const refused = results.filter((r) => !r.ok);
    expect(refused.map((r) => (r.ok ? null : r.status))).toEqual([409, 409]);
    expect(await statusOf(id)).toBe(won.ok ? won.to : "");
    expect(await changesOf("application", id)).toHaveLength(1);
  });

  it("moves a resume the same way, and takes a move by the system (the applicant withdrawing)", async () => {
    const id = await newResume();
    expect(await server.services.pipeline.currentStatus("resume", id)).toBe("new");
    expect(await server.services.pipeline.currentStatus("resume", 99999999)).toBeNull();
    expect((await hr.browser.postForm(`/staff/resumes/${id}`, { intent: "shortlist", from: "new" })).status).toBe(200);
    const withdrawn = await server.services.pipeline.move({
      kind: "resume",
      id,
      to: "withdrawn",
      actor: { system: "applicant" },
      note: "Took another offer",
    });
    expect(withdrawn).toMatchObject({ ok: true, from: "shortlisted", to: "withdrawn" });
    expect(await server.services.pipeline.currentStatus("resume", id)).toBe("withdrawn");
    const [, last] = await changesOf("resume", id);
    expect(last).toMatchObject({ actor_user_id: null, actor_label: "system: applicant", to_status: "withdrawn" });
    const audit = await auditOf(AUDIT_ACTIONS.applicationStatusChanged, id);
    expect(audit.at(-1)).toMatchObject({
      actor_user_id: null,
      actor_label: "system: applicant",
      target_type: "resume",
    });
    const page = await (await hr.browser.get(`/staff/resumes/${id}`)).text();
    expect(page).toContain(`${APPLICATION_STATUS_LABELS.shortlisted} → ${APPLICATION_STATUS_LABELS.withdrawn}`);
    expect(page).toContain("Took another offer");
    expect(page).toMatch(/<\/time> · (?:<!-- -->)?applicant<\/p>/);
  });

  it("keeps internal notes with their author and time, refuses an empty or overlong one", async () => {
    const id = await newApplication();
    const path = `/staff/applications/${id}`;
    const added = await hr.browser.postForm(path, { intent: "note", note: "  Called her: available from March.  " });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain(asHtml(pipelineMessages.noteAdded));
    const notes = await server.db
      .selectFrom("application_notes")
      .selectAll()
      .where("application_id", "=", id)
      .execute();
    expect(notes.map((x) => [x.kind, x.body, x.author_user_id])).toEqual([
      ["application", "Called her: available from March.", hr.user.id],
    ]);
    const audit = await auditOf(AUDIT_ACTIONS.applicationNoteAdded, id);
    expect(audit.map((a) => [a.actor_user_id, JSON.parse(a.detail!)])).toEqual([[hr.user.id, { note: notes[0]!.id }]]);
    const page = await (await hr.browser.get(path)).text();
    expect(page).toContain("Called her: available from March.");
    expect(page).toMatch(/Test hr<\/span> ·(?:<!-- -->)? <time/);

    const empty = await hr.browser.postForm(path, { intent: "note", note: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(asHtml(pipelineMessages.noteMissing));
    const long = "x".repeat(NOTE_MAX_LENGTH + 1);
    const tooLong = await hr.browser.postForm(path, { intent: "note", note: long });
    expect(tooLong.status).toBe(400);
    const tooLongHtml = await tooLong.text();
    expect(tooLongHtml).toContain(asHtml(pipelineMessages.noteTooLong));
    expect(tooLongHtml).toContain(`>${long}</textarea>`);
    expect(
      await server.db.selectFrom("application_notes").select("id").where("application_id", "=", id).execute(),
    ).toHaveLength(1);
  });

  it("shows an erased application or resume as erased, by whom and when, and refuses a forged move or note", async () => {
    const id = await newApplication();
    const resumeId = await newResume();
    const path = `/staff/applications/${id}`;
    const resumePath = `/staff/resumes/${resumeId}`;
    await eraseOneApplication(server.db, { kind: "application", id }, { actor: staffActor(hr.user), ip: null });
    await eraseOneApplication(
      server.db,
      { kind: "resume", id: resumeId },
      { actor: { system: "retention" }, ip: null, action: AUDIT_ACTIONS.retentionErased },
    );
    const erasedAt = async (table: "job_applications" | "candidates", rowId: number) =>
      formatStaffTime(
        (await server.db.selectFrom(table).select("erased_at").where("id", "=", rowId).executeTakeFirstOrThrow())
          .erased_at!,
        "Asia/Kolkata",
      );

    const page = await (await hr.browser.get(path)).text();
    const at = await erasedAt("job_applications", id);
    expect(page).toContain(asHtml(`Its personal data was erased on ${at} by Test hr.`));
    const resumePage = await (await hr.browser.get(resumePath)).text();
    expect(resumePage).toContain(
      asHtml(
        `Its personal data was erased on ${await erasedAt("candidates", resumeId)}, automatically, after the retention period.`,
      ),
    );
    for (const html of [page, resumePage]) {
      expect(html).not.toContain(">Shortlist</button>");
      expect(html).not.toContain('name="from"');
      expect(html).not.toContain(">Add note</button>");
    }

    // A move or a note posted all the same (a stale tab, a forged form) is refused and changes nothing.
    for (const target of [path, resumePath]) {
      for (const form of [
        { intent: "shortlist", from: "new" } as Record<string, string>,
        { intent: "move", from: "new", to: "screening" },
        { intent: "note", note: "Called her again." },
      ]) {
        const refused = await hr.browser.postForm(target, form);
        expect(refused.status, `${target} ${form.intent}`).toBe(409);
        expect(await refused.text()).toContain(asHtml(pipelineMessages.erased));
      }
    }
    expect(await statusOf(id)).toBe("new");
    expect(await changesOf("application", id)).toEqual([]);
    expect(await changesOf("resume", resumeId)).toEqual([]);
    expect(
      await server.db
        .selectFrom("application_notes")
        .select("id")
        .where("application_id", "in", [id, resumeId])
        .execute(),
    ).toEqual([]);
  });

  it("refuses marketing, signed-out visitors, a missing XSRF token and an unknown number", async () => {
    const id = await newApplication();
    const path = `/staff/applications/${id}`;
    const marketing = await signedInAs(server, "marketing");
    const refused = await marketing.browser.postForm(path, { intent: "shortlist", from: "new" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(asHtml(staffMessages.forbidden));
    const out = await new StaffBrowser(server.baseUrl).postForm(path, { intent: "shortlist", from: "new" });
    expect(out.status).toBe(302);
    expect((await hr.browser.postForm(path, { intent: "shortlist", from: "new" }, { xsrf: false })).status).toBe(403);
    expect((await hr.browser.postForm("/staff/applications/99999999", { intent: "note", note: "x" })).status).toBe(404);
    expect(await statusOf(id)).toBe("new");
    expect(await changesOf("application", id)).toEqual([]);
  });
});
