import { beforeAll, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/domain/demo/availability";
import { noticeVersion } from "~/domain/privacy-notices";
import { referenceNumber } from "~/domain/reference-number";
import { staffMessages } from "~/domain/staff/messages";
import { listInbox } from "#server/hiring/application-inbox.repository";
import { listAuditRows } from "#server/audit/audit-log.repository";
import { findHeldData } from "#server/privacy/people.repository";
import { mailKinds } from "#server/mail-catalog";
import { mailSite } from "#server/mail/mail-site";
import type { DemoRequest } from "#server/demos/demos";
import { eraseOneApplication, erasePerson } from "#server/privacy/erase-person";
import { createRetentionTask } from "#server/privacy/retention";
import {
  resumeRequest,
  contactMessage,
  jobApplication,
  pastJob,
  resumePdf,
  subscription,
} from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, createStaffUser, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";
import type { Json, ParsedJson } from "#tests/support/json";

/**
 * One person's data (docs/product.md §10.5): everything held about an address, its export as JSON, its
 * erasure (nothing personal left, counts kept, nothing searchable), one application's erasure, and the
 * daily retention task.
 */
const server = serverForFile();

const EMAIL = "Meera.Pillai@Example.in";
const OTHER = "someone.else@example.in";
const PERSONAL = [
  "meera.pillai",
  "Meera Pillai",
  "9847055501",
  "Zephyrine Assurance",
  "A private question from Zephyrine",
  "Note about Meera",
  "Zephyrine CV.pdf",
];

let jobCode: number;
const ids: Record<string, number> = {};

async function submitAll(email: string, name: string, mobile: string, tag: string) {
  const client = server.client();
  const personal = { Email: email, Name: name, Mobile: mobile };
  const experience = pastJob({ CompanyName: `${tag} Assurance` });
  const posted = [
    await client.post(
      "/api/Career/PostJobApplication",
      jobApplication(jobCode, { personal: { ...personal, FileName: `${tag} CV.pdf` }, experiences: [experience] }),
    ),
    await client.post("/api/Career/PostCandidate", resumeRequest({ ...personal, FileName: `${tag} CV.pdf` })),
    await client.post(
      "/api/Message/PostMessage",
      contactMessage({ ...personal, Subject: `A private question from ${tag}` }),
    ),
    await client.post("/api/Subscribe/PostSubscriber", subscription({ Email: email })),
  ];
  for (const r of posted) expect(r.status, JSON.stringify(r.body)).toBe(200);
  const last = async (table: "job_applications" | "candidates") =>
    (await server.db.selectFrom(table).select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
  return { application: await last("job_applications"), resume: await last("candidates") };
}

/** Every row of the tables that hold personal data, as one text to search. */
async function everything(): Promise<string> {
  const tables = [
    "job_applications",
    "candidates",
    "job_application_qualifications",
    "job_application_work_experiences",
    "contact_messages",
    "subscriptions",
    "mail_outbox",
    "application_notes",
    "application_status_changes",
    "audit_log",
  ] as const;
  const rows = await Promise.all(tables.map((t: Json) => server.db.selectFrom(t).selectAll().execute()));
  const files = await server.db.selectFrom("resume_files").select(["id", "file_name", "sha256", "size"]).execute();
  return JSON.stringify({ rows, files }).toLowerCase();
}

beforeAll(async () => {
  jobCode = Number(
    (await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirstOrThrow())
      .code,
  );
  Object.assign(ids, await submitAll(EMAIL, "Meera Pillai", "9847055501", "Zephyrine"));
  const other = await submitAll(OTHER, "Someone Else", "9847000000", "Quillon");
  ids.otherApplication = other.application;
  ids.otherResume = other.resume;
  // HR's note and a status change with a note, as the application page writes them.
  const at = new Date().toISOString();
  await server.db
    .insertInto("application_notes")
    .values({
      kind: "application",
      application_id: ids.application!,
      at,
      author_user_id: null,
      author_label: "hr@x",
      body: "Note about Meera",
    })
    .execute();
  await server.db
    .insertInto("application_status_changes")
    .values({
      ...{ kind: "application", application_id: ids.application!, at, actor_user_id: null, actor_label: "hr@x" },
      ...{ from_status: "new", to_status: "screening", note: "Note about Meera's call" },
    })
    .execute();
});

describe(`one person's data on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("finds everything held about an address, in any letter case", async () => {
    const held = await findHeldData(server.db, EMAIL.toUpperCase());
    expect(held.applications.map((a: Json) => a.id)).toEqual([ids.application]);
    expect(held.applications[0]!.qualifications).toHaveLength(2);
    expect(held.applications[0]!.experiences).toHaveLength(1);
    expect(held.resumes.map((r: Json) => r.id)).toEqual([ids.resume]);
    expect(held.resumeFiles).toHaveLength(2);
    expect(held.messages).toHaveLength(1);
    expect(held.subscriptions).toHaveLength(1);
    expect(held.notes).toHaveLength(1);
    expect(held.statusChanges).toHaveLength(1);
    // Confirmations and the receipt to the address; HR's and info's notices about it. The newsletter's
    // confirmation would be the fourth mail to the address within the hour: the public forms' cap
    // (PUBLIC_MAILS_PER_ADDRESS_PER_HOUR) held it back.
    expect(held.mails.map((m: Json) => m.template).sort()).toEqual(
      [
        "application-confirmation",
        "application-to-hr",
        "contact-receipt",
        "contact-to-info",
        "resume-confirmation",
        "resume-to-hr",
      ].sort(),
    );
  });

  it("shows an admin the page and exports one JSON file with everything, resume bytes included, as an audit row", async () => {
    const { browser, user } = await signedInAs(server, "admin");
    const page = await browser.get(`/staff/people?email=${encodeURIComponent(EMAIL)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(referenceNumber("application", ids.application!));
    expect(html).toContain(referenceNumber("resume", ids.resume!));
    expect(html).toContain("A private question from Zephyrine");
    expect(html).toContain("Job applications (wizard) (1)");
    expect(html).not.toContain("Someone Else");

    expect(html).toContain(`href="/staff/people/export?email=${encodeURIComponent(EMAIL)}"`);
    const res = await browser.get(`/staff/people/export?email=${encodeURIComponent(EMAIL)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const doc = (await res.json()) as ParsedJson;
    expect(doc.email).toBe(EMAIL);
    expect(doc.applications[0]).toMatchObject({
      reference: referenceNumber("application", ids.application!),
      name: "Meera Pillai",
    });
    expect(doc.applications[0].experiences[0].company_name).toBe("Zephyrine Assurance");
    expect(doc.resumes[0]).toMatchObject({ name: "Meera Pillai", mobile: "9847055501" });
    expect(doc.resumeFiles).toHaveLength(2);
    expect(Buffer.from(doc.resumeFiles[0].bytesBase64, "base64").equals(resumePdf)).toBe(true);
    expect(doc.contactMessages[0].subject).toBe("A private question from Zephyrine");
    expect(doc.subscriptions[0].email_key).toBe(EMAIL.toLowerCase());
    expect(doc.notes[0].body).toBe("Note about Meera");
    expect(doc.mails.length).toBe(6);
    // The confirmations' status-link seeds stay out: with one, the applicant's private link could be made.
    expect(JSON.stringify(doc)).not.toContain("statusSeed");
    const confirmation = doc.mails.find((m: Json) => m.template === "application-confirmation");
    expect(confirmation.data).toMatchObject({ reference: referenceNumber("application", ids.application!) });
    expect(doc.mails.find((m: Json) => m.template === "contact-to-info").data.message).toBe(contactMessage().Message);
    const audit = await listAuditRows(server.db, { action: "person.exported" }, 5);
    expect(audit[0]).toMatchObject({ actor_user_id: user.id, target_type: "person" });
    expect(JSON.stringify(audit[0]).toLowerCase()).not.toContain("meera");
  });

  it("asks for confirmation before erasing, and refuses marketing and HR", async () => {
    const { browser } = await signedInAs(server, "admin");
    const unconfirmed = await browser.postForm("/staff/people", { intent: "erase", email: EMAIL });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm the erasure");
    expect((await findHeldData(server.db, EMAIL)).applications).toHaveLength(1);
    for (const role of ["marketing", "hr"] as const) {
      const { browser: other } = await signedInAs(server, role);
      const get = await other.get(`/staff/people?email=${encodeURIComponent(EMAIL)}`);
      expect(get.status).toBe(403);
      expect(await get.text()).toContain(asHtml(staffMessages.forbidden));
      expect((await other.postForm("/staff/people", { intent: "erase", email: EMAIL, confirm: "yes" })).status).toBe(
        403,
      );
      expect((await other.get(`/staff/people/export?email=${encodeURIComponent(EMAIL)}`)).status).toBe(403);
    }
  });

  it("erases the personal data and resume bytes, keeps job, status and dates, leaves nothing searchable", async () => {
    const before = await server.db
      .selectFrom("job_applications")
      .select(["id", "job_code", "status", "created_at"])
      .orderBy("id")
      .execute();
    const resumeBefore = await server.db
      .selectFrom("candidates")
      .select(["id", "job_code", "status", "created_at"])
      .orderBy("id")
      .execute();
    expect((await listInbox(server.db, { terms: ["zephyrine"] }, 50)).map((r: Json) => r.id)).toEqual([
      ids.application,
    ]);

    const { browser, user } = await signedInAs(server, "admin");
    const res = await browser.postForm("/staff/people", { intent: "erase", email: EMAIL, confirm: "yes" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      "Erased: 1 application, 1 resume, 1 contact message, 1 subscription, 0 job alerts, 0 demo bookings, 0 sales leads, 6 mails.",
    );

    // Counts, jobs, statuses and dates as they were.
    expect(
      await server.db
        .selectFrom("job_applications")
        .select(["id", "job_code", "status", "created_at"])
        .orderBy("id")
        .execute(),
    ).toEqual(before);
    expect(
      await server.db
        .selectFrom("candidates")
        .select(["id", "job_code", "status", "created_at"])
        .orderBy("id")
        .execute(),
    ).toEqual(resumeBefore);
    // Nothing personal left anywhere, the audit trail included; the other person untouched.
    const all = await everything();
    for (const text of PERSONAL) expect(all, text).not.toContain(text.toLowerCase());
    expect(all).toContain("someone.else@example.in");
    const files = await server.db.selectFrom("resume_files").select(["size"]).execute();
    expect(files.filter((f) => Number(f.size) === 0)).toHaveLength(1); // the application's, emptied
    expect(files).toHaveLength(3); // the resume's file deleted; the other person's two kept
    // The application's page and download no longer offer a file.
    expect(await server.services.applicationDetail.resumeFile("application", ids.application!)).toBeNull();
    expect(await server.services.applicationDetail.resumeFile("resume", ids.resume!)).toBeNull();
    for (const path of [`/staff/applications/${ids.application}`, `/staff/resumes/${ids.resume}`]) {
      const detail = await browser.get(path);
      expect(detail.status, path).toBe(200);
      const html = (await detail.text()).toLowerCase();
      expect(html).toContain("(erased)");
      for (const text of PERSONAL) expect(html, `${path}: ${text}`).not.toContain(text.toLowerCase());
    }
    const status = await server.db
      .selectFrom("application_status_changes")
      .selectAll()
      .where("application_id", "=", ids.application!)
      .execute();
    expect(status).toMatchObject([{ from_status: "new", to_status: "screening", note: "" }]);
    // The search index no longer finds it by name, address, mobile or company.
    for (const term of ["meera", "pillai", "9847055501", "zephyrine"]) {
      const found = await listInbox(server.db, { terms: [term] }, 50);
      expect(
        found.map((r: Json) => r.id).filter((id) => id === ids.application || id === ids.resume),
        term,
      ).toEqual([]);
    }
    expect(await listInbox(server.db, { emailKey: EMAIL.toLowerCase() }, 50)).toEqual([]);
    const audit = await listAuditRows(server.db, { action: "person.erased" }, 5);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: user.id, target_type: "person" });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({
      applications: 1,
      resumes: 1,
      messages: 1,
      subscriptions: 1,
      jobAlerts: 0,
      demoBookings: 0,
      leads: 0,
      mails: 6,
    });

    // Looking again finds nothing; erasing again erases nothing.
    const page = await (await browser.get(`/staff/people?email=${encodeURIComponent(EMAIL)}`)).text();
    expect(page).toContain(
      "Nothing: no application, resume, message, subscription, job alert, demo booking, sales lead or mail has this address.",
    );
    expect(
      await erasePerson(
        server.db,
        EMAIL,
        { actor: { system: "test" }, ip: null },
        { cancelDemos: server.services.demos.cancelForErasure },
      ),
    ).toEqual({
      applications: 0,
      resumes: 0,
      messages: 0,
      subscriptions: 0,
      jobAlerts: 0,
      demoBookings: 0,
      leads: 0,
      mails: 0,
    });
  });

  it("erases one application by kind and id once, even when asked twice at once", async () => {
    const target = { kind: "resume" as const, id: ids.otherResume! };
    const by = { actor: { system: "test" }, ip: null };
    const results = await Promise.all([
      eraseOneApplication(server.db, target, by),
      eraseOneApplication(server.db, target, by),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const row = await server.db
      .selectFrom("candidates")
      .selectAll()
      .where("id", "=", target.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "(erased)", email: "", mobile: "", resume_file_id: null });
    expect(row.erased_at).not.toBeNull();
    const audit = await listAuditRows(server.db, { action: "application.erased" }, 5);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: "resume", target_id: String(target.id) });
    // Its mails (the confirmation and HR's notice, by reference) are gone; the other application's stay.
    const mails = await findHeldData(server.db, OTHER);
    expect(mails.mails.map((m: Json) => m.template)).not.toContain("resume-confirmation");
    expect(mails.mails.map((m: Json) => m.template)).toContain("application-confirmation");
    expect(await eraseOneApplication(server.db, { kind: "application", id: 99999999 }, by)).toBe(false);
  });
});

describe(`one person's demo bookings and sales lead on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const VISITOR = "Kavya.Menon@Orchid-Mutual.example";
  const VISITOR_DATA = ["kavya.menon@orchid-mutual.example", "Kavya Menon", "Orchid Mutual", "+91 98470 12345"];
  const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 9 * 60, to: 17 * 60 }));
  const demoRequest = (over: Partial<DemoRequest>): DemoRequest => ({
    ...{ Products: ["gi"], Company: "Orchid Mutual", Name: "Kavya Menon", Email: VISITOR },
    ...{ Phone: "+91 98470 12345", Country: "India", Note: "Motor first, please", Start: "", Suggestion: "" },
    ...over,
  });
  let presenter: { id: number; email: string };
  let bookedStart = 0;

  /** Every row of the demo tables, the outbox and the audit trail, as one text to search. */
  async function demoRows(): Promise<string> {
    const tables = ["demo_bookings", "demo_leads", "mail_outbox", "audit_log"] as const;
    const rows = await Promise.all(tables.map((t: Json) => server.db.selectFrom(t).selectAll().execute()));
    return JSON.stringify(rows).toLowerCase();
  }

  beforeAll(async () => {
    const admin = (await createStaffUser(server, { role: "admin" })).user;
    presenter = (await createStaffUser(server, { role: "sales", name: "Asha Rao" })).user;
    await server.services.demoStaff.savePresenter(
      { staffUserId: presenter.id, products: ["gi"], hours: EVERY_DAY },
      admin,
      { ip: null, userAgent: null },
    );
    const free = async () => (await server.services.demos.freeTimes(["gi"])).times.map((t: Json) => t.start);
    bookedStart = (await free()).at(-1)!;
    const booked = await server.services.demos.book(
      demoRequest({ Start: new Date(bookedStart).toISOString() }),
      "192.0.2.44",
    );
    expect(booked.ok).toBe(true);
    // A demo already given: booked, then moved into the past.
    const pastStart = new Date((await free())[0]!).toISOString();
    expect((await server.services.demos.book(demoRequest({ Start: pastStart, Note: "" }), "192.0.2.44")).ok).toBe(true);
    await server.db
      .updateTable("demo_bookings")
      .set({ start_at: "2026-01-05T05:00:00.000Z", end_at: "2026-01-05T05:45:00.000Z" })
      .where("start_at", "=", pastStart)
      .execute();
    await server.db.deleteFrom("demo_booking_presenters").where("start_at", "=", pastStart).execute();
    expect((await server.services.demos.requestOther(demoRequest({ Suggestion: "Any Friday" }), "192.0.2.44")).ok).toBe(
      true,
    );
    expect(
      (
        await server.services.demos.book(
          demoRequest({
            ...{ Email: "other.visitor@orchid-mutual.example", Name: "Other Visitor", Company: "Lotus Assurance" },
            ...{ Phone: "+91 90000 00000", Note: "", Start: new Date((await free())[0]!).toISOString() },
          }),
          "192.0.2.45",
        )
      ).ok,
    ).toBe(true);
    const marketing = await signedInAs(server, "marketing");
    const saved = await marketing.browser.postForm(
      `/staff/demos/lead?email=${encodeURIComponent(VISITOR.toLowerCase())}`,
      { intent: "save", status: "qualified", owner: String(presenter.id), notes: "Kavya wants motor pricing" },
    );
    expect(saved.status).toBe(200);
  });

  it("lists and exports the address's demo bookings and its sales lead", async () => {
    const held = await findHeldData(server.db, VISITOR.toUpperCase());
    expect(held.demoBookings.map((b: Json) => b.state).sort()).toEqual(["booked", "booked", "requested"]);
    expect(held.leads).toMatchObject([
      { status: "qualified", owner_name: "Asha Rao", notes: "Kavya wants motor pricing" },
    ]);

    const { browser } = await signedInAs(server, "admin");
    const html = await (await browser.get(`/staff/people?email=${encodeURIComponent(VISITOR)}`)).text();
    expect(html).toContain("Demo bookings and requests (3)");
    expect(html).toContain("Demo booking: Core General Insurance");
    expect(html).toContain("Demo request: Core General Insurance");
    expect(html).toContain("Sales lead: Qualified");
    expect(html).toContain("owner Asha Rao, notes: “Kavya wants motor pricing”");
    expect(html).not.toContain("other.visitor");

    const doc = (await (
      await browser.get(`/staff/people/export?email=${encodeURIComponent(VISITOR)}`)
    ).json()) as ParsedJson;
    const future = doc.demoBookings.find((b: Json) => b.start_at === new Date(bookedStart).toISOString());
    expect(future).toMatchObject({
      state: "booked",
      products: ["gi"],
      company: "Orchid Mutual",
      phone: "+91 98470 12345",
      country: "India",
      note: "Motor first, please",
      notice_version: noticeVersion("demo"),
    });
    expect(future.end_at).toBe(new Date(bookedStart + 45 * 60_000).toISOString());
    expect(doc.demoBookings.map((b: Json) => b.state)).toContain("requested");
    // The private link's token hash opens nothing alone, but is no data about the person: left out.
    expect(JSON.stringify(doc.demoBookings)).not.toContain("token_hash");
    expect(doc.leads).toMatchObject([
      { status: "qualified", owner_user_id: presenter.id, owner_name: "Asha Rao", notes: "Kavya wants motor pricing" },
    ]);
    expect(doc.mails.map((m: Json) => m.template)).toEqual(
      expect.arrayContaining(["demo-invitation", "demo-to-presenters", "demo-request"]),
    );
  });

  it("erases them: the future demo cancelled for its presenters, naming nobody; the time free again", async () => {
    expect((await server.services.demos.freeTimes(["gi"])).times.map((t: Json) => t.start)).not.toContain(bookedStart);
    const { browser } = await signedInAs(server, "admin");
    const res = await browser.postForm("/staff/people", { intent: "erase", email: VISITOR, confirm: "yes" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("0 job alerts, 3 demo bookings, 1 sales lead,");

    expect(await findHeldData(server.db, VISITOR)).toMatchObject({ demoBookings: [], leads: [], mails: [] });
    const all = await demoRows();
    for (const text of VISITOR_DATA) expect(all, text).not.toContain(text.toLowerCase());
    expect(all).not.toContain("kavya wants motor pricing");
    expect(all).toContain("other.visitor@orchid-mutual.example");
    const [audit] = await listAuditRows(server.db, { action: "person.erased" }, 1);
    expect(JSON.parse(audit!.detail!)).toMatchObject({ demoBookings: 3, leads: 1 });

    // The presenters get the cancellation of the demo still to come, as a visitor's own cancel sends it.
    const cancels = await server.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("template", "=", "demo-to-presenters")
      .where("person_email", "=", "")
      .execute();
    expect(cancels).toHaveLength(1);
    const checked = mailKinds["demo-to-presenters"].check(JSON.parse(cancels[0]!.payload));
    if (!checked.ok) throw new Error(checked.error);
    expect(checked.mail.recipients(server.config.mail)).toEqual({ to: [presenter.email] });
    const site = mailSite(server.config.siteUrl);
    const calendar = checked.mail.calendar!(site);
    expect(calendar).toMatchObject({ method: "CANCEL", sequence: 1, start: new Date(bookedStart).toISOString() });
    expect(calendar.attendees.map((a: Json) => a.email)).toEqual([presenter.email]);
    expect(JSON.stringify(checked.mail.content(site))).toContain("asked us to erase their data");
    expect((await server.services.demos.freeTimes(["gi"])).times.map((t: Json) => t.start)).toContain(bookedStart);
  });
});

describe(`retention on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("is stated on the privacy page with the configured number of days", async () => {
    const html = await (await fetch(`${server.baseUrl}/privacy-policy`)).text();
    expect(html).toContain("it is erased automatically 365 days (a year) after its last change");
  });

  it("erases only rejected or withdrawn applications and resumes not hired, RETENTION_DAYS after their last change, once", async () => {
    const client = server.client();
    const made: Record<string, { kind: "application" | "resume"; id: number }> = {};
    const old = "2020-01-01T00:00:00.000Z";
    const recent = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
    const cases = [
      ["appRejectedOld", "application", "rejected", old, null],
      ["appWithdrawnOldChange", "application", "withdrawn", "2019-01-01T00:00:00.000Z", old],
      ["appRejectedRecentChange", "application", "rejected", old, recent],
      ["appInterviewOld", "application", "interview", old, null],
      ["resumeNewOld", "resume", "new", old, null],
      ["resumeHiredOld", "resume", "hired", old, null],
      ["resumeRecent", "resume", "new", recent, null],
    ] as const;
    for (const [name, kind, status, createdAt, changedAt] of cases) {
      const who = { Email: `${name}@retention.example`, Name: `Retention ${name}` };
      const r =
        kind === "application"
          ? await client.post("/api/Career/PostJobApplication", jobApplication(jobCode, { personal: who }))
          : await client.post("/api/Career/PostCandidate", resumeRequest(who));
      expect(r.status).toBe(200);
      const table = kind === "application" ? "job_applications" : "candidates";
      const { id } = await server.db.selectFrom(table).select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
      await server.db
        .updateTable(table)
        .set({ status, created_at: createdAt, status_changed_at: changedAt })
        .where("id", "=", id)
        .execute();
      made[name] = { kind, id };
    }
    const task = () => createRetentionTask({ db: server.db, logger: server.logger, days: 365 });
    // Two processes at the same moment: each row is erased, and recorded, once.
    const [a, b] = await Promise.all([task().runOnce(), task().runOnce()]);
    expect(a + b).toBe(3);
    expect(await task().runOnce()).toBe(0);

    const erased = async ({ kind, id }: { kind: "application" | "resume"; id: number }) => {
      const table = kind === "application" ? "job_applications" : "candidates";
      const row = await server.db
        .selectFrom(table)
        .select(["erased_at", "name"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return row.erased_at !== null && row.name === "(erased)";
    };
    const outcome = Object.fromEntries(
      await Promise.all(Object.entries(made).map(async ([k, v]) => [k, await erased(v)])),
    );
    expect(outcome).toEqual({
      appRejectedOld: true,
      appWithdrawnOldChange: true,
      appRejectedRecentChange: false,
      appInterviewOld: false,
      resumeNewOld: true,
      resumeHiredOld: false,
      resumeRecent: false,
    });
    const audit = await listAuditRows(server.db, { action: "retention.erased" }, 50);
    expect(audit).toHaveLength(3);
    expect(audit.every((r) => r.actor_label === "system: retention")).toBe(true);
  });
});
