/**
 * The staff console's bench data (`npm run bench -- --only=staff`, docs/benchmarking.md): wizard applications with
 * qualifications and experiences, resumes, every pipeline status with its history, some people
 * who sent more than once, contact messages and newsletter subscribers, written into a migrated and
 * seeded database of either engine.
 *
 * Rows go in as multi-row INSERTs inside transactions, into the same tables, through the same triggers
 * (the search index, the counts per status) as the site's own writes, so the data is what the write path
 * would leave. One exception on PostgreSQL: the search index's insert triggers are switched off for the
 * load and the index is then filled by the migration's own refresh function over every row, once,
 * instead of once per insert statement and again for each statement of experiences
 * (tests/integration/staff-bench-data.test.ts checks that searches and counts come out right).
 */
import { CompiledQuery, PostgresAdapter, sql, type Insertable } from "kysely";
import { MONTHS } from "~/domain/dates";
import { MANDATORY_QUALIFICATIONS } from "~/domain/job-application";
import { mobileE164 } from "~/domain/mobile-number";
import { PIPELINE_STAGES, type ApplicationStatus } from "~/domain/application-pipeline";
import type { Database, Db } from "#server/db/database";
import { APPLICATION_ROW_CONSTANTS } from "#tests/support/factories";

export type StaffDataCounts = { applications: number; messages: number; subscribers: number };

/** 200,000 applications (three in four through the wizard), 200,000 messages, 100,000 subscribers. */
export const BENCH_COUNTS: StaffDataCounts = { applications: 200_000, messages: 200_000, subscribers: 100_000 };

const FIRST_NAMES = [
  "Aarav",
  "Aditi",
  "Ajay",
  "Akhil",
  "Amal",
  "Ananya",
  "Anil",
  "Anjali",
  "Arjun",
  "Asha",
  "Deepa",
  "Divya",
  "Gautam",
  "Harish",
  "Jyothi",
  "Karthik",
  "Kavya",
  "Lakshmi",
  "Manoj",
  "Meera",
  "Nikhil",
  "Nisha",
  "Pooja",
  "Pranav",
  "Priya",
  "Rahul",
  "Rajesh",
  "Ramya",
  "Revathi",
  "Rohit",
  "Sachin",
  "Sandeep",
  "Sanjay",
  "Sneha",
  "Sreeja",
  "Suresh",
  "Swati",
  "Varun",
  "Vidya",
  "Vishnu",
  "Ahmed",
  "Aisha",
  "Ali",
  "Amina",
  "Fatima",
  "Hamad",
  "Hassan",
  "Huda",
  "Khalid",
  "Layla",
  "Mariam",
  "Mohammed",
  "Noura",
  "Omar",
  "Rashid",
  "Salma",
  "Yousef",
  "Zainab",
  "Abdullah",
  "Saeed",
];
const LAST_NAMES = [
  "Nair",
  "Menon",
  "Pillai",
  "Kurian",
  "Varghese",
  "Thomas",
  "Joseph",
  "Iyer",
  "Sharma",
  "Verma",
  "Gupta",
  "Reddy",
  "Rao",
  "Patel",
  "Shah",
  "Desai",
  "Kulkarni",
  "Mehta",
  "Das",
  "Banerjee",
  "Chatterjee",
  "Singh",
  "Khan",
  "Krishnan",
  "Subramanian",
  "Natarajan",
  "Chandran",
  "Mathew",
  "George",
  "Abraham",
  "Al Mansoori",
  "Al Nahyan",
  "Al Suwaidi",
  "Al Hashimi",
  "Al Maktoum",
  "Al Kaabi",
  "Al Marri",
  "Al Thani",
  "Al Harthy",
  "Al Balushi",
  "Al Farsi",
  "Al Qasimi",
  "Al Shamsi",
  "Al Zaabi",
  "Haddad",
  "Hakim",
  "Karim",
  "Saleh",
  "Yusuf",
  "Rahman",
];
const CITIES = [
  "Kochi",
  "Thiruvananthapuram",
  "Kozhikode",
  "Thrissur",
  "Bengaluru",
  "Chennai",
  "Coimbatore",
  "Hyderabad",
  "Mumbai",
  "Pune",
  "Delhi",
  "Noida",
  "Gurugram",
  "Kolkata",
  "Ahmedabad",
  "Jaipur",
  "Dubai",
  "Abu Dhabi",
  "Sharjah",
  "Ajman",
  "Doha",
  "Riyadh",
  "Jeddah",
  "Muscat",
  "Kuwait City",
  "Manama",
];
const COMPANIES = [
  "Infosys",
  "TCS",
  "Wipro",
  "UST Global",
  "IBS Software",
  "HCL",
  "Tech Mahindra",
  "Oman Insurance",
  "Orient Insurance",
  "Qatar Insurance",
  "New India Assurance",
  "ICICI Lombard",
  "Bajaj Allianz",
  "Emirates NBD",
  "Salama Takaful",
  "Gulf Insurance Group",
];
const POSITIONS = [
  "Software Engineer",
  "Senior Developer",
  "QA Analyst",
  "Business Analyst",
  "Underwriter",
  "Claims Officer",
  "Support Engineer",
  "Database Administrator",
  "Project Manager",
  "Actuarial Analyst",
  "Team Lead",
];
const SUBJECTS = ["Schedule a Demo", "Pricing", "Partnership", "Support", "Careers", "Other"];
/** Where submissions end, in parts per hundred: most are new or early in the pipeline. */
const STATUS_SHARES: [ApplicationStatus, number][] = [
  ["new", 40],
  ["screening", 18],
  ["shortlisted", 10],
  ["interview", 8],
  ["offer", 3],
  ["hired", 2],
  ["rejected", 15],
  ["withdrawn", 4],
];
/** A tiny but real PDF: every submission carries a resume of its own, as the forms require. */
const RESUME = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const RESUME_SHA = "0".repeat(64);
/**
 * The submissions of the last 360 days: inside the default retention (RETENTION_DAYS, 365), so the
 * server's retention round finds nothing to erase, as on a site where it has run every day.
 */
const SPAN_MS = 360 * 24 * 3600 * 1000;

/** A small deterministic generator (mulberry32), so every run loads the same rows. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  return { next, int, pick };
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

type Table = keyof Database;

/**
 * Multi-row INSERTs of `rows` (all with the same columns), as few statements as the engine's limit on
 * bound values allows. Built by hand: Kysely's query builder spends longer building a 30,000-value
 * statement than the database spends running it.
 */
async function insertRows<T extends Table>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const pg = isPostgres(db);
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = columns.map((c) => {
        values.push((row as Record<string, unknown>)[c]);
        return pg ? `$${values.length}` : "?";
      });
      return `(${marks.join(",")})`;
    });
    await db.executeQuery(
      CompiledQuery.raw(`insert into ${table} (${columns.join(",")}) values ${tuples.join(",")}`, values),
    );
  }
}

/** Rows are written and committed this many submissions at a time. */
const BATCH = 5000;

/** The search index's insert triggers on PostgreSQL (migrations 2026-12-10T0900 and T0910). */
const PG_SEARCH_INSERT_TRIGGERS = [
  ["job_applications", "job_applications_search_insert"],
  ["candidates", "candidates_search_insert"],
  ["job_application_work_experiences", "job_application_experiences_search_insert"],
] as const;

async function setSearchTriggers(db: Db, enabled: boolean) {
  for (const [table, trigger] of PG_SEARCH_INSERT_TRIGGERS)
    await sql.raw(`alter table ${table} ${enabled ? "enable" : "disable"} trigger ${trigger}`).execute(db);
}

/** Refreshes the search rows of every row of the table through the migration's own function, in slices. */
async function refreshSearch(db: Db, table: "job_applications" | "candidates") {
  const { max } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("id").as("max"))
    .executeTakeFirstOrThrow();
  const step = 20_000;
  for (let from = 1; from <= Number(max ?? 0); from += step)
    await sql
      .raw(`select ${table}_search_refresh(array(select id from ${table} where id >= ${from} and id < ${from + step}))`)
      .execute(db);
}

/** The path a submission took to its status: the stages before it, then a rejection or withdrawal. */
function pathTo(status: ApplicationStatus, rnd: ReturnType<typeof random>): ApplicationStatus[] {
  const stage = PIPELINE_STAGES.indexOf(status as (typeof PIPELINE_STAGES)[number]);
  if (stage >= 0) return PIPELINE_STAGES.slice(0, stage + 1);
  // Rejected or withdrawn from somewhere before an offer.
  return [...PIPELINE_STAGES.slice(0, 1 + rnd.int(4)), status];
}

function statusOf(rnd: ReturnType<typeof random>): ApplicationStatus {
  let n = rnd.int(100);
  for (const [status, share] of STATUS_SHARES) if ((n -= share) < 0) return status;
  return "new";
}

export type GeneratedPerson = { kind: "application" | "resume"; id: number; name: string; email: string };

/**
 * Writes the data into `db` (migrated and seeded, with no submissions yet). Answers a few of the people
 * it wrote, for the bench's searches and pages. `log` hears progress.
 */
export async function generateStaffData(
  db: Db,
  counts: StaffDataCounts,
  { seed = 14, log = () => {} }: { seed?: number; log?: (line: string) => void } = {},
): Promise<{ people: GeneratedPerson[] }> {
  const rnd = random(seed);
  const pg = isPostgres(db);
  const jobCodes = (await db.selectFrom("jobs").select("code").orderBy("code").execute()).map((j) => j.code);
  if (jobCodes.length === 0) throw new Error("the database has no jobs: seed it before generating");
  const end = Date.now();
  const start = end - SPAN_MS;
  const step = SPAN_MS / Math.max(1, counts.applications);
  /** About 200 people who sent once, spread over the whole time span. */
  const people: GeneratedPerson[] = [];
  const sampleEvery = Math.max(1, Math.floor(counts.applications / 200));
  /** Earlier senders, some of whom send again (the inbox's duplicate markers). */
  const senders: { name: string; email: string; mobile: string; mobile_e164: string | null }[] = [];
  const ids = { application: 0, resume: 0, file: 0, qualification: 0, experience: 0, change: 0 };

  if (pg) await setSearchTriggers(db, false);
  try {
    for (let done = 0; done < counts.applications; done += BATCH) {
      const files: Insertable<Database["resume_files"]>[] = [];
      const applications: Insertable<Database["job_applications"]>[] = [];
      const resumes: Insertable<Database["candidates"]>[] = [];
      const qualifications: Insertable<Database["job_application_qualifications"]>[] = [];
      const experiences: Insertable<Database["job_application_work_experiences"]>[] = [];
      const changes: Insertable<Database["application_status_changes"]>[] = [];
      for (let i = done; i < Math.min(counts.applications, done + BATCH); i++) {
        const at = start + i * step + rnd.int(Math.max(1, Math.floor(step)));
        const createdAt = new Date(at).toISOString();
        const ip = `198.51.100.${1 + (i % 250)}`;
        let person: { name: string; email: string; mobile: string; mobile_e164: string | null };
        const again = senders.length > 100 && rnd.next() < 0.05;
        if (again) person = rnd.pick(senders);
        else {
          const name = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
          const gulf = rnd.next() < 0.3;
          const mobile = gulf ? `+97150${String(1_000_000 + i).slice(-7)}` : `9${String(100_000_000 + i).slice(-9)}`;
          person = {
            name,
            email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}${i}@${gulf ? "mail.example.ae" : "example.in"}`,
            mobile,
            mobile_e164: mobileE164(mobile),
          };
          if (senders.length < 20_000) senders.push(person);
        }
        const fileId = ++ids.file;
        files.push({
          id: fileId,
          file_name: `${person.name} CV.pdf`,
          content_type: "application/pdf",
          size: RESUME.length,
          sha256: RESUME_SHA,
          bytes: RESUME,
          created_at: createdAt,
          client_ip: ip,
        });
        const status = statusOf(rnd);
        const path = status === "new" ? [] : pathTo(status, rnd);
        const wizard = rnd.next() < 0.75;
        const kind = wizard ? "application" : "resume";
        const id = ++ids[kind];
        let movedAt = at;
        let from: ApplicationStatus = "new";
        for (const to of path.slice(path[0] === "new" ? 1 : 0)) {
          const stayStartedAt = new Date(movedAt).toISOString();
          movedAt = Math.min(end, movedAt + (1 + rnd.int(10)) * 43_200_000);
          changes.push({
            id: ++ids.change,
            kind,
            application_id: id,
            at: new Date(movedAt).toISOString(),
            stay_started_at: stayStartedAt,
            actor_user_id: null,
            actor_label: "HR (bench)",
            from_status: from,
            to_status: to,
            note: "",
          });
          from = to;
        }
        const statusChangedAt = new Date(movedAt).toISOString();
        if (!again && i % sampleEvery === 7 % sampleEvery)
          people.push({ kind, id, name: person.name, email: person.email });
        if (!wizard) {
          resumes.push({
            id,
            name: person.name,
            email: person.email,
            mobile: person.mobile,
            mobile_e164: person.mobile_e164,
            phone: "",
            job_code: rnd.next() < 0.7 ? 0 : rnd.pick(jobCodes),
            ip_address: ip,
            browser_info: "Chrome 141 on Android",
            resume_file_id: fileId,
            status,
            status_changed_at: statusChangedAt,
            created_at: createdAt,
            client_ip: ip,
          });
          continue;
        }
        const city = rnd.pick(CITIES);
        applications.push({
          id,
          job_code: rnd.pick(jobCodes),
          name: person.name,
          gender: rnd.next() < 0.5 ? "F" : "M",
          birth_date: `${String(1 + rnd.int(28)).padStart(2, "0")}-${String(1 + rnd.int(12)).padStart(2, "0")}-${1975 + rnd.int(28)}`,
          ...APPLICATION_ROW_CONSTANTS,
          email: person.email,
          mobile: person.mobile,
          mobile_e164: person.mobile_e164,
          address1: `${1 + rnd.int(200)} ${rnd.pick(["MG Road", "Palace Road", "Sheikh Zayed Road", "Marine Drive"])}`,
          city,
          current_ctc: 300_000 + rnd.int(2_000_000),
          expected_ctc: 500_000 + rnd.int(2_500_000),
          ip_address: ip,
          browser_info: "Firefox 140 on Windows",
          resume_file_id: fileId,
          status,
          status_changed_at: statusChangedAt,
          created_at: createdAt,
          client_ip: ip,
        });
        const finished = 2005 + rnd.int(15);
        for (const [position, q] of MANDATORY_QUALIFICATIONS.entries())
          qualifications.push({
            id: ++ids.qualification,
            application_id: id,
            position,
            code: q.Code,
            course_code: q.CourseCode,
            course_text: q.CourseText,
            stream_code: "",
            stream_text: "",
            board_code: "CBSE",
            board_text: "Central Board of Secondary Education (CBSE)",
            university_code: "",
            university_text: "",
            college_text: `${rnd.pick(CITIES)} Public School`,
            state: "KL",
            state_text: "Kerala",
            district: "KL-EKM",
            district_text: "Ernakulam",
            percentage: 60 + rnd.int(40),
            finish_year: finished + position * 2,
            is_mandatory: 1,
            is_fully_filled: 1,
            created_at: createdAt,
            client_ip: ip,
          });
        const jobs = rnd.int(4);
        let year = finished + 8;
        for (let e = 0; e < jobs; e++) {
          const current = e === jobs - 1 && rnd.next() < 0.6;
          const length = 1 + rnd.int(4);
          experiences.push({
            id: ++ids.experience,
            application_id: id,
            position: e,
            code: `e-${e + 1}`,
            job_position: rnd.pick(POSITIONS),
            company_name: rnd.pick(COMPANIES),
            company_location: rnd.pick(CITIES),
            is_currently_working: current ? 1 : 0,
            start_month: 6,
            start_month_text: MONTHS[5]!,
            start_year: year,
            end_month: current ? null : 5,
            end_month_text: current ? "" : MONTHS[4]!,
            end_year: current ? null : year + length,
            created_at: createdAt,
            client_ip: ip,
          });
          year += length;
        }
      }
      await db.transaction().execute(async (trx) => {
        await insertRows(trx, "resume_files", files);
        await insertRows(trx, "job_applications", applications);
        await insertRows(trx, "job_application_qualifications", qualifications);
        await insertRows(trx, "job_application_work_experiences", experiences);
        await insertRows(trx, "candidates", resumes);
        await insertRows(trx, "application_status_changes", changes);
      });
      log(`applications ${Math.min(counts.applications, done + BATCH)}/${counts.applications}`);
    }
  } finally {
    if (pg) await setSearchTriggers(db, true);
  }
  if (pg) {
    await refreshSearch(db, "job_applications");
    await refreshSearch(db, "candidates");
    log("search index filled");
  }

  for (let done = 0; done < counts.messages; done += BATCH) {
    const messages: Insertable<Database["contact_messages"]>[] = [];
    for (let i = done; i < Math.min(counts.messages, done + BATCH); i++) {
      const name = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
      const createdAt = new Date(start + (i * SPAN_MS) / counts.messages).toISOString();
      messages.push({
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}${i}@company.example.com`,
        mobile: `+9715${String(10_000_000 + i).slice(-8)}`,
        subject: rnd.pick(SUBJECTS),
        message: `We run ${rnd.pick(["motor", "health", "marine", "property"])} insurance in ${rnd.pick(CITIES)} and would like to know more about your platform.`,
        ip_address: "203.0.113.9",
        browser_info: "Safari 19 on macOS",
        handled_at: rnd.next() < 0.6 ? createdAt : null,
        handled_by: null,
        created_at: createdAt,
        client_ip: "203.0.113.9",
      });
    }
    await db.transaction().execute((trx) => insertRows(trx, "contact_messages", messages));
  }
  log(`messages ${counts.messages}`);

  for (let done = 0; done < counts.subscribers; done += BATCH) {
    const subscribers: Insertable<Database["subscriptions"]>[] = [];
    for (let i = done; i < Math.min(counts.subscribers, done + BATCH); i++) {
      const email = `${rnd.pick(FIRST_NAMES).toLowerCase()}.${i}@readers.example.com`;
      const createdAt = new Date(start + (i * SPAN_MS) / counts.subscribers).toISOString();
      subscribers.push({
        email,
        email_key: email.toLowerCase(),
        ip_address: "203.0.113.7",
        browser_info: "Firefox 140 on Linux",
        confirmed_at: rnd.next() < 0.9 ? createdAt : null,
        confirmation_sent_at: createdAt,
        created_at: createdAt,
        client_ip: "203.0.113.7",
      });
    }
    await db.transaction().execute((trx) => insertRows(trx, "subscriptions", subscribers));
  }
  log(`subscribers ${counts.subscribers}`);

  if (pg) {
    // Explicit ids leave the sequences behind: the next real submission must not collide.
    for (const table of [
      "resume_files",
      "job_applications",
      "candidates",
      "job_application_qualifications",
      "job_application_work_experiences",
      "application_status_changes",
      "contact_messages",
      "subscriptions",
    ])
      await sql
        .raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        )
        .execute(db);
  }
  // PostgreSQL's autovacuum would analyse tables this size soon after; SQLite gathers no statistics
  // unless told, and the site never tells it, so its plans are measured without them.
  if (pg) await sql.raw("analyze").execute(db);
  return { people };
}
