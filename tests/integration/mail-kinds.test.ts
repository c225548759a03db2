import { describe, expect, it } from "vitest";
import { insertOutboxMails } from "#server/mail/mail-outbox.repository";
import { mailKinds, type MailKindName, type PayloadOf } from "#server/mail-catalog";
import { createMailOutbox } from "#server/mail/outbox";
import { createOutboxWorker } from "#server/outbox-worker";
import { signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Every kind of mail (server/mail-catalog.ts, from each capability's *.mail.ts): its schema accepts a good payload and refuses a broken one, the
 * outbox fills the person columns from it, and the person's export and erasure at /staff/people find it.
 * A kind added to the registry without a sample here fails the first test (and the compiler).
 */
// The server's own worker stays away: these rows are read, exported and erased, not sent.
const server = serverForFile({ env: { MAIL_POLL_INTERVAL_MS: "3600000" } });
const outbox = () => createMailOutbox({ mail: server.config.mail, siteUrl: server.config.siteUrl });
const SEED = "c2VlZC1vZi1hLXN0YXR1cy1saW5rLWZvci10ZXN0cy0wMTIzNDU2Nzg5";

type Sample<K extends MailKindName> = {
  payload: PayloadOf<K>;
  /** A payload the kind must refuse. */
  broken: unknown;
  person: { email: string; reference: string | null };
};

const address = (kind: string) => `Kind.${kind}@Kinds.Example`;
const person = (kind: string, reference: string | null = null) => ({ email: address(kind).toLowerCase(), reference });
const hrNotice = (kind: string, reference: string) => ({
  id: Number(reference.slice(2)),
  reference,
  name: "Nadia Rahman",
  email: address(kind),
  mobile: "9847000001",
  job: { code: 7, title: "Claims Analyst" },
  jobContactEmail: null,
});

const interview = (kind: string, reference: string) => ({
  interviewId: 4,
  reference,
  applicantEmail: address(kind),
  job: { code: 7, title: "Claims Analyst" },
  timeZone: "Asia/Kolkata",
  mode: "online",
  place: "https://meet.example/abc-defg-hij",
});
const slot = { startsAt: "2026-12-08T05:00:00.000Z", endsAt: "2026-12-08T06:00:00.000Z" };
const interviewerPerson = { email: "interviewer@staff.example", name: "Ravi Menon" };
const demoEvent = {
  uid: "demo-sample@localhost",
  sequence: 0,
  start: "2026-12-08T05:00:00.000Z",
  minutes: 45,
  timeZone: "Asia/Kolkata",
  products: ["gi"],
  organizer: "info@example.com",
  presenters: [{ name: "Asha Rao", email: "asha@example.com" }],
  change: "booked" as const,
};

const samples: { [K in MailKindName]: Sample<K> } = {
  "contact-receipt": {
    payload: { email: address("contact-receipt") },
    broken: { email: 17 },
    person: person("contact-receipt"),
  },
  "contact-to-info": {
    payload: {
      name: "Omar Haddad",
      email: address("contact-to-info"),
      mobile: "+971501234567",
      subject: "A question",
      message: "About motor cover.",
    },
    broken: { name: "Omar Haddad", email: address("contact-to-info"), mobile: "+971501234567", subject: "A question" },
    person: person("contact-to-info"),
  },
  "application-confirmation": {
    payload: {
      email: address("application-confirmation"),
      reference: "A-000901",
      job: { code: 7, title: "Claims Analyst" },
      statusSeed: SEED,
    },
    broken: { email: address("application-confirmation"), reference: "901", job: null },
    person: person("application-confirmation", "A-000901"),
  },
  "application-to-hr": {
    payload: { ...hrNotice("application-to-hr", "A-000902"), city: "Kochi", totalExperience: "2 year(s)" },
    broken: { ...hrNotice("application-to-hr", "A-000902"), id: "902" },
    person: person("application-to-hr", "A-000902"),
  },
  "resume-confirmation": {
    payload: { email: address("resume-confirmation"), reference: "R-000903", job: null, statusSeed: SEED },
    broken: { email: address("resume-confirmation"), reference: "R-000903", job: { code: 7 } },
    person: person("resume-confirmation", "R-000903"),
  },
  "resume-to-hr": {
    payload: hrNotice("resume-to-hr", "R-000904"),
    broken: { ...hrNotice("resume-to-hr", "R-000904"), jobContactEmail: undefined },
    person: person("resume-to-hr", "R-000904"),
  },
  "application-link": {
    payload: {
      email: address("application-link"),
      applications: [
        { reference: "A-000905", job: { code: 7, title: "Claims Analyst" }, statusSeed: SEED },
        { reference: "R-000906", job: null, statusSeed: SEED },
      ],
    },
    broken: { email: address("application-link"), applications: [] },
    person: person("application-link"),
  },
  "newsletter-confirmation": {
    payload: {
      email: address("newsletter-confirmation"),
      alreadyConfirmed: false,
      confirmUrl: "https://www.insurer-site.example/newsletter/confirm?id=1&t=x",
      unsubscribeUrl: "https://www.insurer-site.example/newsletter/unsubscribe?id=1&t=y",
      oneClickUrl: "https://www.insurer-site.example/newsletter/unsubscribe/one-click?id=1&t=y",
    },
    broken: { email: address("newsletter-confirmation"), alreadyConfirmed: "no", confirmUrl: "not a link" },
    person: person("newsletter-confirmation"),
  },
  "demo-invitation": {
    payload: { ...demoEvent, email: address("demo-invitation"), seed: SEED },
    broken: { ...demoEvent, email: address("demo-invitation") },
    person: person("demo-invitation", demoEvent.uid),
  },
  "demo-to-presenters": {
    payload: {
      ...demoEvent,
      visitor: {
        name: "Omar Haddad",
        email: address("demo-to-presenters"),
        company: "Gulf Mutual",
        phone: "",
        country: "United Arab Emirates",
        note: "Motor first",
      },
    },
    broken: { ...demoEvent, visitor: { email: address("demo-to-presenters") } },
    person: person("demo-to-presenters", demoEvent.uid),
  },
  "demo-reminder": {
    payload: { ...demoEvent, email: address("demo-reminder") },
    broken: { ...demoEvent, email: 3 },
    person: person("demo-reminder", demoEvent.uid),
  },
  "demo-request": {
    payload: {
      name: "Omar Haddad",
      email: address("demo-request"),
      company: "Gulf Mutual",
      phone: "",
      country: "India",
      note: "",
      suggestion: "Any Thursday morning",
      products: ["gi"],
    },
    broken: { email: address("demo-request"), products: [] },
    person: person("demo-request"),
  },
  "staff-invitation": {
    payload: {
      email: address("staff-invitation"),
      name: "Priya Menon",
      role: "HR",
      seed: SEED,
      expires: "28 Nov 2026, 14:05",
    },
    broken: { email: address("staff-invitation"), name: "Priya Menon", seed: SEED, expires: "28 Nov 2026, 14:05" },
    person: person("staff-invitation"),
  },
  "staff-password-reset": {
    payload: { email: address("staff-password-reset"), name: "Priya Menon", seed: SEED, expires: "28 Nov 2026, 14:05" },
    broken: { email: "not an address", name: "Priya Menon", seed: SEED, expires: "28 Nov 2026, 14:05" },
    person: person("staff-password-reset"),
  },
  "applicant-message": {
    payload: {
      email: address("applicant-message"),
      reference: "A-000907",
      job: { code: 7, title: "Claims Analyst" },
      subject: "Your application for Claims Analyst (A-000907)",
      body: "Dear Nadia Rahman,\n\nWe have decided not to take your application further.\n\n{{statusLink}}",
      stage: "rejected",
      statusSeed: SEED,
    },
    broken: { email: address("applicant-message"), reference: "A-000907", job: null, subject: "", body: "x" },
    person: person("applicant-message", "A-000907"),
  },
  "applicant-withdrew": {
    payload: {
      kind: "resume",
      id: 908,
      reference: "R-000908",
      name: "Nadia Rahman",
      email: address("applicant-withdrew"),
      job: null,
      jobContactEmail: null,
    },
    broken: { kind: "candidate", id: 908, reference: "R-000908", name: "N", email: address("applicant-withdrew") },
    person: person("applicant-withdrew", "R-000908"),
  },
  "interview-offer": {
    payload: { ...interview("interview-offer", "A-000907"), times: [slot], statusSeed: SEED },
    broken: { ...interview("interview-offer", "A-000907"), times: [], statusSeed: SEED },
    person: person("interview-offer", "A-000907"),
  },
  "interview-invitation": {
    payload: {
      ...interview("interview-invitation", "A-000908"),
      ...slot,
      to: { email: address("interview-invitation"), name: "Nadia Rahman" },
      audience: "applicant",
      applicantName: "Nadia Rahman",
      change: "booked",
      sequence: 0,
      uid: "interview-4@insurer-site.example",
      organizer: "hr@insurer-site.example",
      attendees: [{ email: address("interview-invitation"), name: "Nadia Rahman" }, interviewerPerson],
      statusSeed: SEED,
    },
    broken: { ...interview("interview-invitation", "A-000908"), ...slot, change: "postponed" },
    person: person("interview-invitation", "A-000908"),
  },
  "interview-reminder": {
    payload: {
      ...interview("interview-reminder", "R-000909"),
      ...slot,
      to: interviewerPerson,
      audience: "interviewer",
      applicantName: "Nadia Rahman",
      before: "hour",
    },
    broken: { ...interview("interview-reminder", "R-000909"), ...slot, to: interviewerPerson, before: "week" },
    person: person("interview-reminder", "R-000909"),
  },
  "scorecard-reminder": {
    payload: {
      ...interview("scorecard-reminder", "A-000910"),
      ...slot,
      to: interviewerPerson,
      applicantName: "Nadia Rahman",
    },
    broken: { ...interview("scorecard-reminder", "A-000910"), to: interviewerPerson, applicantName: "Nadia Rahman" },
    person: person("scorecard-reminder", "A-000910"),
  },
  "interview-to-hr": {
    payload: {
      ...interview("interview-to-hr", "A-000911"),
      ...slot,
      applicantName: "Nadia Rahman",
      kind: "application",
      applicationId: 911,
      change: "booked",
      interviewers: ["Ravi Menon"],
    },
    broken: { ...interview("interview-to-hr", "A-000911"), ...slot, change: "postponed" },
    person: person("interview-to-hr", "A-000911"),
  },
  "interview-erased-cancellation": {
    payload: {
      ...slot,
      interviewId: 4,
      job: { code: 7, title: "Claims Analyst" },
      timeZone: "Asia/Kolkata",
      mode: "online",
      place: "https://meet.example/abc-defg-hij",
      to: { email: address("interview-erased-cancellation"), name: "Ravi Menon" },
      sequence: 1,
      uid: "interview-4@insurer-site.example",
      organizer: "hr@insurer-site.example",
      interviewers: [{ email: address("interview-erased-cancellation"), name: "Ravi Menon" }],
    },
    broken: { ...slot, interviewId: 4, sequence: 0, uid: "interview-4@insurer-site.example" },
    person: person("interview-erased-cancellation"),
  },
  "newsletter-issue": {
    payload: { issueId: 3, subscriptionId: 41, email: address("newsletter-issue") },
    broken: { issueId: "3", subscriptionId: 41, email: address("newsletter-issue") },
    person: person("newsletter-issue"),
  },
  "newsletter-test": {
    payload: {
      email: address("newsletter-test"),
      issueId: 3,
      subject: "Our December news",
      body: "Claims settled **faster**: [read more](https://www.insurer-site.example/company/news?id=1).",
      imageUrl: null,
      webUrl: "https://www.insurer-site.example/newsletter/issues/3",
    },
    broken: { email: address("newsletter-test"), issueId: 3, subject: "", body: "x", imageUrl: null, webUrl: "no" },
    person: person("newsletter-test"),
  },
  "job-alert-confirmation": {
    payload: {
      email: address("job-alert-confirmation"),
      confirmUrl: "https://www.insurer-site.example/careers/alerts/confirm?s=1&t=x",
      unsubscribeUrl: "https://www.insurer-site.example/careers/alerts/unsubscribe?s=1&t=y",
      oneClickUrl: "https://www.insurer-site.example/careers/alerts/unsubscribe/one-click?s=1&t=y",
    },
    broken: { email: address("job-alert-confirmation"), confirmUrl: "no" },
    person: person("job-alert-confirmation"),
  },
  "job-alert": {
    payload: {
      email: address("job-alert"),
      filter: "every new opening",
      digest: false,
      jobs: [{ title: "Flutter Developer", location: "Kochi", url: "https://www.insurer-site.example/careers/job/7" }],
      unsubscribeUrl: "https://www.insurer-site.example/careers/alerts/unsubscribe?s=1&t=y",
      oneClickUrl: "https://www.insurer-site.example/careers/alerts/unsubscribe/one-click?s=1&t=y",
    },
    broken: { email: address("job-alert"), filter: "x", digest: false, jobs: [] },
    person: person("job-alert"),
  },
  "rights-request-to-officer": {
    payload: {
      id: 12,
      name: "Meera Krishnan",
      email: address("rights-request-to-officer"),
      kind: "erasure",
      details: "Please erase my resume.",
      dueOn: "December 27, 2026",
    },
    broken: { id: 12, name: "Meera Krishnan", email: address("rights-request-to-officer"), kind: "everything" },
    person: person("rights-request-to-officer"),
  },
};

const kindNames = Object.keys(mailKinds) as MailKindName[];
const later = new Date("2999-01-01T00:00:00.000Z");
const rowsOf = (emailKey: string) =>
  server.db.selectFrom("mail_outbox").selectAll().where("person_email", "=", emailKey).orderBy("id").execute();

describe(`mail kinds on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("has a sample for every kind in the registry", () => {
    expect(Object.keys(samples).sort()).toEqual([...kindNames].sort());
  });

  it.each(kindNames)("%s: the schema accepts the sample and refuses a broken one", (name) => {
    const sample = samples[name];
    expect(mailKinds[name].check(sample.payload).ok).toBe(true);
    const broken = mailKinds[name].check(sample.broken);
    expect(broken.ok).toBe(false);
    expect(mailKinds[name].payload.safeParse(sample.broken).success).toBe(false);
  });

  it.each(kindNames)(
    "%s: a broken payload throws before anything is written, undoing the transaction",
    async (name) => {
      const sample = samples[name];
      const before = await rowsOf(sample.person.email);
      await expect(
        server.db.transaction().execute(async (trx) => {
          // A good mail first, as a submission would write its row: the broken one undoes it.
          await outbox().enqueue(trx, name, sample.payload, { now: later });
          await outbox().enqueueAll(trx, [{ kind: name, payload: sample.broken }], { now: later });
        }),
      ).rejects.toThrow(`mail "${name}" has a bad payload`);
      expect(await rowsOf(sample.person.email)).toEqual(before);
    },
  );

  it.each(kindNames)(
    "%s: writing fills the person's columns; the admin's export lists the mail, erasing the person removes it",
    async (name) => {
      const sample = samples[name];
      const id = await outbox().enqueue(server.db, name, sample.payload, { now: later });
      const [row] = (await rowsOf(sample.person.email)).filter((r) => r.id === id);
      expect(row).toMatchObject({
        template: name,
        person_email: sample.person.email,
        person_reference: sample.person.reference,
      });

      const { browser } = await signedInAs(server, "admin");
      const email = address(name);
      const page = await (await browser.get(`/staff/people?email=${encodeURIComponent(email)}`)).text();
      expect(page).toContain("mail");
      const exported = await browser.get(`/staff/people/export?email=${encodeURIComponent(email)}`);
      expect(exported.status).toBe(200);
      const doc = (await exported.json()) as { mails: { id: number; template: string; data: unknown }[] };
      const listed = doc.mails.find((m) => m.id === id);
      expect(listed?.template).toBe(name);
      expect(listed?.data).not.toBeNull();
      // The status link's seed stays out of the export: with it, the link could be made again.
      expect(JSON.stringify(doc)).not.toContain(SEED);

      const erased = await browser.postForm("/staff/people", { intent: "erase", email, confirm: "yes" });
      expect(erased.status).toBe(200);
      expect(await rowsOf(sample.person.email)).toEqual([]);
    },
  );

  it("marks a row whose payload its kind no longer accepts failed at once, and never sends it", async () => {
    const at = new Date().toISOString();
    const [id] = await insertOutboxMails(server.db, [
      {
        message_id: `<unreadable.${Date.now()}@kinds.example>`,
        template: "application-confirmation",
        // Written by an older release: no reference number, a name the kind no longer takes.
        payload: JSON.stringify({ name: "Old Row", email: "old.row@kinds.example", job: null }),
        person_email: "old.row@kinds.example",
        person_reference: null,
        to_address: "old.row@kinds.example",
        cc_address: "",
        reply_to: "",
        next_attempt_at: at,
        created_at: at,
        client_ip: null,
      },
    ]);
    const sent: unknown[] = [];
    const errors: unknown[] = [];
    const worker = createOutboxWorker({
      db: server.db,
      transport: { description: "test", send: async (mail) => void sent.push(mail), close() {} },
      from: "website@kinds.example",
      site: { name: "Test", url: server.config.siteUrl },
      pollIntervalMs: 1000,
      retryDelayMs: 1000,
      logger: { info() {}, warn() {}, error: (...args: unknown[]) => errors.push(args) } as never,
    });
    await worker.runOnce();
    const row = await server.db.selectFrom("mail_outbox").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(row.last_error).toMatch(/^mail "application-confirmation" has a bad payload: reference: /);
    expect(sent).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
