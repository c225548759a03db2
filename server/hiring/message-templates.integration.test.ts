import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { DECISION_STAGES, templateMessages } from "~/domain/staff/message-templates";
import { referenceNumber } from "~/domain/reference-number";
import { IMG, markedApplication, MARKUP_EMAIL, SCRIPT } from "#tests/support/markup-submissions";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Message templates (docs/product.md §10.13): one per decision stage and free ones, an unknown merge field
 * refused when saving with the message beside the field, each save a revision (restorable) with an audit
 * row, a save over someone else's refused, the preview filled with a sample or a real application whose
 * typed markup stays text, and the rejection reasons HR edits.
 */
const server = serverForFile({ env: { MAIL_POLL_INTERVAL_MS: "3600000" } });
let hr: Awaited<ReturnType<typeof signedInAs>>;

const templateOf = (stage: string) =>
  server.db.selectFrom("message_templates").selectAll().where("stage", "=", stage).executeTakeFirstOrThrow();
const auditRows = (action: string) =>
  server.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

beforeAll(async () => {
  hr = await signedInAs(server, "hr");
});

describe(`message templates on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("lists a template for each decision stage and a free one, with default texts", async () => {
    const page = await (await hr.browser.get("/staff/templates")).text();
    for (const stage of DECISION_STAGES) {
      const t = await templateOf(stage);
      expect(page).toContain(asHtml(t.name));
      expect(t.body).toContain("{{name}}");
    }
    expect((await templateOf("rejected")).tell_by_default).toBe(1);
    expect((await templateOf("shortlisted")).tell_by_default).toBe(0);
    expect(page).toContain("Free: from an application");
    expect(page).toContain("Position filled");
  });

  it("refuses an unknown merge field, a name in the subject and {{reason}} outside the rejection, keeping what was typed", async () => {
    const t = await templateOf("shortlisted");
    const path = `/staff/templates/${t.id}`;
    const typo = await hr.browser.postForm(path, {
      intent: "save",
      revision: String(t.revision),
      name: t.name,
      subject: t.subject,
      body: "Dear {{nmae}},\n\nKept as typed.",
    });
    expect(typo.status).toBe(400);
    const html = await typo.text();
    expect(html).toContain(asHtml(templateMessages.unknownField("nmae")));
    expect(html).toContain('id="template-body-error"');
    expect(html).toContain("Kept as typed.");

    const named = await hr.browser.postForm(path, {
      intent: "save",
      revision: String(t.revision),
      name: t.name,
      subject: "For {{name}}",
      body: t.body,
    });
    expect(named.status).toBe(400);
    expect(await named.text()).toContain(asHtml(templateMessages.notInSubject("name")));

    const reason = await hr.browser.postForm(path, {
      intent: "save",
      revision: String(t.revision),
      name: t.name,
      subject: t.subject,
      body: "Because {{reason}}.",
    });
    expect(reason.status).toBe(400);
    expect(await reason.text()).toContain(asHtml(templateMessages.reasonOnlyInRejection));
    expect((await templateOf("shortlisted")).revision).toBe(t.revision);
  });

  it("keeps every save as a revision, refuses a save over someone else's, restores, and audits each", async () => {
    const t = await templateOf("offer");
    const path = `/staff/templates/${t.id}`;
    const save = (revision: number, body: string) =>
      hr.browser.postForm(path, {
        intent: "save",
        revision: String(revision),
        name: t.name,
        subject: t.subject,
        body,
        tellByDefault: "yes",
      });
    const saved = await save(t.revision, "Dear {{name}},\n\nA new offer text for {{job}}.\n\n{{statusLink}}");
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(asHtml(templateMessages.saved));
    const after = await templateOf("offer");
    expect(after).toMatchObject({ revision: t.revision + 1, tell_by_default: 1 });

    const stale = await save(t.revision, "Someone else's text.");
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(asHtml(templateMessages.stale));

    const page = await (await hr.browser.get(path)).text();
    expect(page).toContain(`Revision ${t.revision + 1}`);
    expect(page).toContain(`Restore revision ${t.revision}`);
    const restored = await hr.browser.postForm(path, {
      intent: "restore",
      revision: String(after.revision),
      restore: String(t.revision),
    });
    expect(restored.status).toBe(200);
    const now = await templateOf("offer");
    expect(now).toMatchObject({ revision: t.revision + 2, body: t.body, tell_by_default: t.tell_by_default });

    const saves = await auditRows(AUDIT_ACTIONS.templateSaved);
    expect(saves.some((r) => r.target_type === "message_template" && r.target_id === String(t.id))).toBe(true);
    const restores = await auditRows(AUDIT_ACTIONS.templateRestored);
    expect(JSON.parse(restores.at(-1)!.detail!)).toEqual({ revision: t.revision + 2, restoredFrom: t.revision });
  });

  it("creates a free template, audited", async () => {
    const created = await hr.browser.postForm("/staff/templates/new", {
      intent: "save",
      name: "Documents needed",
      subject: "Documents for {{job}} ({{reference}})",
      body: "Dear {{name}},\n\nPlease send your degree certificate.",
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toMatch(/^\/staff\/templates\/\d+\?created=1$/);
    expect((await auditRows(AUDIT_ACTIONS.templateCreated)).length).toBe(1);
    const refused = await hr.browser.postForm("/staff/templates/new", {
      intent: "save",
      name: "",
      subject: "x",
      body: "{{unknown}}",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(asHtml(templateMessages.nameMissing));
  });

  it("previews with a sample, or with a real application whose typed markup stays text", async () => {
    const t = await templateOf("rejected");
    const sample = await (await hr.browser.get(`/staff/templates/${t.id}`)).text();
    expect(sample).toContain("Dear Anita Raman,");
    expect(sample).toContain("A-000017");

    const analyst = await server.db
      .selectFrom("jobs")
      .select("code")
      .where("title", "=", JOBS.analyst)
      .executeTakeFirstOrThrow();
    expect(
      (await server.client().post("/api/Career/PostJobApplication", markedApplication(Number(analyst.code)))).status,
    ).toBe(200);
    const { id } = await server.db
      .selectFrom("job_applications")
      .select("id")
      .where("email", "=", MARKUP_EMAIL)
      .executeTakeFirstOrThrow();
    const reference = referenceNumber("application", id);
    const real = await (await hr.browser.get(`/staff/templates/${t.id}?preview=${reference}`)).text();
    expect(real).toContain(`filled with ${reference}`);
    expect(real).toContain(asHtml(IMG));
    expect(real).toContain(asHtml(SCRIPT));
    expect(real).not.toContain(IMG);
    expect(real).not.toContain(SCRIPT);

    // The decision mail to that applicant, listed on the application's page, keeps the name as text.
    const path = `/staff/applications/${id}`;
    expect((await hr.browser.postForm(path, { intent: "reject", from: "new", tell: "yes" })).status).toBe(200);
    const listed = await (await hr.browser.get(path)).text();
    const mails = listed.slice(listed.indexOf('id="applicant-mails-title"'));
    expect(mails).toContain(`Dear A ${asHtml(IMG)}${asHtml(SCRIPT)},`);
    expect(mails).not.toContain(IMG);
    expect(mails).not.toContain(SCRIPT);
  });

  it("adds and removes rejection reasons, audited; a removed one is no longer offered", async () => {
    const added = await hr.browser.postForm("/staff/templates", {
      intent: "add-reason",
      reason: "Salary expectations too far apart",
    });
    expect(added.status).toBe(200);
    const again = await hr.browser.postForm("/staff/templates", {
      intent: "add-reason",
      reason: "salary expectations too far apart",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(asHtml(templateMessages.reasonTaken));
    const reasons = await server.services.messageTemplates.reasons();
    const mine = reasons.find((r) => r.text === "Salary expectations too far apart")!;
    expect(
      (await hr.browser.postForm("/staff/templates", { intent: "remove-reason", id: String(mine.id) })).status,
    ).toBe(200);
    expect((await server.services.messageTemplates.reasons()).map((r) => r.text)).not.toContain(mine.text);
    expect((await auditRows(AUDIT_ACTIONS.rejectionReasonAdded)).length).toBe(1);
    expect((await auditRows(AUDIT_ACTIONS.rejectionReasonRemoved)).length).toBe(1);
  });

  it("refuses marketing", async () => {
    const marketing = await signedInAs(server, "marketing");
    expect((await marketing.browser.get("/staff/templates")).status).toBe(403);
  });
});
