import { beforeAll, describe, expect, it } from "vitest";
import {
  APPLICATION_TEXTS,
  IMG,
  marked,
  MARKUP_EMAIL,
  MARKUP_REFERRER_EMAIL,
  markedApplication,
  markedMessage,
  markedResume,
  markedSubscription,
  MESSAGE_TEXTS,
  RESUME_TEXTS,
  SCRIPT,
} from "#tests/support/markup-submissions";
import {
  resumeRequest,
  contactMessage,
  jobApplication,
  schoolQualification,
  subscription,
} from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";
import type { ParsedJson } from "#tests/support/json";

/**
 * Everything a visitor typed is text on the console (docs/product.md §10.4, §10.5): markup in every text
 * field of a wizard application, a resume, a contact message and a newsletter subscription reaches every
 * staff page that shows it escaped, never as elements; the downloads carrying it (CSV, the person's JSON)
 * are attachments of their own type that no browser sniffs into a page; a note holding markup stays
 * text too.
 */
const server = serverForFile();
const ids = { application: 0, resume: 0, message: 0, subscriber: 0 };
let hr: StaffBrowser;
let marketing: StaffBrowser;
let admin: StaffBrowser;

beforeAll(async () => {
  const analyst = await server.db
    .selectFrom("jobs")
    .select("code")
    .where("title", "=", JOBS.analyst)
    .executeTakeFirstOrThrow();
  const client = server.client();
  for (const [path, body] of [
    ["/api/Career/PostJobApplication", markedApplication(Number(analyst.code))],
    ["/api/Career/PostCandidate", markedResume()],
    ["/api/Message/PostMessage", markedMessage()],
    ["/api/Subscribe/PostSubscriber", markedSubscription()],
  ] as const) {
    const sent = await client.post(path, body);
    expect(sent.status, `${path}: ${JSON.stringify(sent.body)}`).toBe(200);
  }
  const idOf = async (table: "job_applications" | "candidates" | "contact_messages" | "subscriptions") =>
    (await server.db.selectFrom(table).select("id").where("email", "=", MARKUP_EMAIL).executeTakeFirstOrThrow()).id;
  ids.application = await idOf("job_applications");
  ids.resume = await idOf("candidates");
  ids.message = await idOf("contact_messages");
  ids.subscriber = await idOf("subscriptions");
  hr = (await signedInAs(server, "hr")).browser;
  marketing = (await signedInAs(server, "marketing")).browser;
  admin = (await signedInAs(server, "admin")).browser;
});

/** The page answers 200 and holds every text escaped, and no markup anywhere (hydration data included). */
async function expectText(browser: StaffBrowser, path: string, texts: readonly string[]) {
  const res = await browser.get(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(html, path).not.toContain(IMG);
  expect(html, path).not.toContain("<script>alert(1)");
  expect(html, path).not.toMatch(/<img[^>]*onerror/i);
  // The markup proper, before the hydration data (a script, whose JSON strings are not read as HTML).
  const markup = html.slice(0, html.indexOf("window.__reactRouterContext"));
  expect(markup, path).not.toContain(MARKUP_EMAIL);
  for (const text of texts) expect(markup, `${path}: ${text}`).toContain(asHtml(text));
  return markup;
}

/** A download: an attachment of this type, never sniffed, never cached. Answers its text. */
async function expectDownload(browser: StaffBrowser, path: string, type: string) {
  const res = await browser.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type"), path).toBe(type);
  expect(res.headers.get("content-disposition"), path).toMatch(/^attachment; /);
  expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
  expect(res.headers.get("cache-control"), path).toContain("no-store");
  return res.text();
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe(`markup typed by a visitor on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("was stored as typed in every text field", async () => {
    const row = await server.db
      .selectFrom("job_applications")
      .selectAll()
      .where("id", "=", ids.application)
      .executeTakeFirstOrThrow();
    expect(row.referrer_name).toBe(marked("Referrer"));
    expect(row.referrer_email).toBe(MARKUP_REFERRER_EMAIL);
    expect(row.address3).toBe(marked("Address three"));
    const degree = await server.db
      .selectFrom("job_application_qualifications")
      .selectAll()
      .where("application_id", "=", ids.application)
      .where("course_code", "=", "OTHCRS")
      .executeTakeFirstOrThrow();
    expect(degree.university_text).toBe(marked("University"));
    const message = await server.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", ids.message)
      .executeTakeFirstOrThrow();
    expect(message.subject).toBe(marked("Subject"));
  });

  it("refuses markup in the fields kept to digits, dates, choices and codes, so none of those reaches a page", async () => {
    const analyst = await server.db
      .selectFrom("jobs")
      .select("code")
      .where("title", "=", JOBS.analyst)
      .executeTakeFirstOrThrow();
    const code = Number(analyst.code);
    const personal = (over: Record<string, unknown>) => ({ personal: { Email: "refused@example.in", ...over } });
    const refusals: [string, string, object][] = [
      ...(["Mobile", "Phone", "Gender", "BirthDate", "State", "District"] as const).map(
        (f) =>
          [`wizard ${f}`, "/api/Career/PostJobApplication", jobApplication(code, personal({ [f]: IMG }))] as [
            string,
            string,
            object,
          ],
      ),
      [
        "wizard entrance examination",
        "/api/Career/PostJobApplication",
        jobApplication(code, personal({ EntranceExamAttendYn: "Y", EntranceExamBoard: IMG, EntranceExamScore: 10 })),
      ],
      [
        "wizard qualification's state",
        "/api/Career/PostJobApplication",
        jobApplication(code, {
          ...personal({}),
          qualifications: [schoolQualification("SSLC", { State: IMG }), schoolQualification("HSE")],
        }),
      ],
      ["resume Mobile", "/api/Career/PostCandidate", resumeRequest({ Email: "refused@example.in", Mobile: IMG })],
      ["resume Phone", "/api/Career/PostCandidate", resumeRequest({ Email: "refused@example.in", Phone: IMG })],
      ["contact Mobile", "/api/Message/PostMessage", contactMessage({ Email: "refused@example.in", Mobile: IMG })],
      ["contact Email", "/api/Message/PostMessage", contactMessage({ Email: `${IMG}@example.in` })],
      ["newsletter Email", "/api/Subscribe/PostSubscriber", subscription({ Email: `${IMG}@example.in` })],
    ];
    for (const [label, path, body] of refusals) {
      const res = await server.client().post(path, body);
      expect(res.status, label).toBe(400);
    }
    // The same forms without the markup are taken: each refusal above was the field's.
    const control = "control@example.in";
    for (const [path, body] of [
      ["/api/Career/PostJobApplication", jobApplication(code, { personal: { Email: control } })],
      ["/api/Career/PostCandidate", resumeRequest({ Email: control })],
      ["/api/Message/PostMessage", contactMessage({ Email: control })],
      ["/api/Subscribe/PostSubscriber", subscription({ Email: control })],
    ] as const)
      expect((await server.client().post(path, body)).status, path).toBe(200);
    for (const table of ["job_applications", "candidates", "contact_messages", "subscriptions"] as const) {
      const stored = await server.db.selectFrom(table).select("email").execute();
      expect(
        stored.map((r) => r.email).filter((e) => e === "refused@example.in" || e.includes("<")),
        table,
      ).toEqual([]);
    }
  });

  it("reaches HR's pages as escaped text only, in every field: the application, the resume, their inbox rows", async () => {
    await expectText(hr, `/staff/applications/${ids.application}`, APPLICATION_TEXTS);
    await expectText(hr, `/staff/resumes/${ids.resume}`, RESUME_TEXTS);
    // The inbox shows both rows of the address: name and city of each, and links to each other's filters.
    const inbox = await expectText(hr, `/staff/applications?${query({ email: MARKUP_EMAIL })}`, [
      `A ${IMG}${SCRIPT}`,
      marked("City"),
      `R ${IMG}${SCRIPT}`,
    ]);
    expect(inbox).toContain(`data-entry="a${ids.application}"`);
    expect(inbox).toContain(`data-entry="r${ids.resume}"`);
    // Searching the markup itself finds it, and the search box gives it back as text.
    await expectText(hr, `/staff/applications?${query({ q: "onerror" })}`, [`A ${IMG}${SCRIPT}`]);
  });

  it("reaches marketing's pages as escaped text only: the messages list, the message, the subscribers and the address's page", async () => {
    await expectText(marketing, `/staff/messages?${query({ q: "markup&lt" })}`, [
      `M ${IMG}${SCRIPT}`,
      MARKUP_EMAIL,
      marked("Subject"),
    ]);
    const one = await expectText(marketing, `/staff/messages/${ids.message}`, MESSAGE_TEXTS);
    // The reply link carries the address and subject percent-encoded: no markup, no added mail field.
    expect(one).toContain(`href="mailto:markup%26lt&#x27;typed@example.in?subject=Re%3A%20Subject%20%3Cimg`);
    const list = await expectText(marketing, `/staff/subscribers?${query({ q: "markup&lt" })}`, [MARKUP_EMAIL]);
    expect(list).toContain(`data-subscriber="${ids.subscriber}"`);
    await expectText(marketing, `/staff/subscribers/${ids.subscriber}`, [MARKUP_EMAIL]);
  });

  it("reaches the person's page as escaped text only, and its JSON export is JSON that no browser renders", async () => {
    const path = `/staff/people?${query({ email: MARKUP_EMAIL })}`;
    const html = await expectText(admin, path, [
      MARKUP_EMAIL,
      `A ${IMG}${SCRIPT}`,
      `R ${IMG}${SCRIPT}`,
      marked("Subject"),
      `Yes, erase everything held about ${MARKUP_EMAIL}. This cannot be undone.`,
    ]);
    for (const section of ["applications", "resumes", "messages", "subscriptions", "mails"])
      expect(html, section).toContain(`data-held="${section}"`);

    const json = await expectDownload(
      admin,
      `/staff/people/export?${query({ email: MARKUP_EMAIL })}`,
      "application/json; charset=utf-8",
    );
    const doc = JSON.parse(json) as ParsedJson;
    // The data as typed, for the person: the markup kept as characters in JSON strings.
    expect(doc.email).toBe(MARKUP_EMAIL);
    expect(doc.applications[0].name).toBe(`A ${IMG}${SCRIPT}`);
    expect(doc.applications[0].experiences[0].company_name).toBe(marked("Company"));
    expect(doc.resumes[0].name).toBe(`R ${IMG}${SCRIPT}`);
    expect(doc.contactMessages[0].message).toBe(markedMessage().Message);
    expect(doc.contactMessages[0].browser_info).toBe(marked("Browser"));
    expect(doc.subscriptions[0].email).toBe(MARKUP_EMAIL);
  });

  it("reaches the mail outbox's page as escaped text only: the addresses of the mails it made", async () => {
    // No subject holds what a visitor typed (docs/decisions/0090-public-forms-relay-no-visitor-text.md);
    // the address the confirmations went to does.
    await expectText(admin, "/staff/outbox", [MARKUP_EMAIL]);
  });

  it("goes into the CSV exports as the characters typed, in a text/csv attachment", async () => {
    const applications = await expectDownload(
      hr,
      `/staff/applications/export.csv?${query({ email: MARKUP_EMAIL })}`,
      "text/csv; charset=utf-8",
    );
    expect(applications).toContain(`"A ${IMG}${SCRIPT.replaceAll('"', '""')}"`);
    expect(applications).toContain(`"${MARKUP_EMAIL}"`);
    expect(applications).toContain(`"${marked("City")}"`);
    const subscribers = await expectDownload(
      marketing,
      `/staff/subscribers/export?${query({ q: "markup&lt" })}`,
      "text/csv; charset=utf-8",
    );
    expect(subscribers.split("\r\n")[1]).toMatch(/^"markup&lt'typed@example\.in",/);
  });

  it("keeps a note holding markup as text", async () => {
    const path = `/staff/applications/${ids.application}`;
    expect((await hr.postForm(path, { intent: "note", note: marked("Note") })).status).toBe(200);
    expect((await hr.postForm(path, { intent: "shortlist", from: "new", note: marked("Move") })).status).toBe(200);
    await expectText(hr, path, [marked("Note"), marked("Move")]);
  });
});
