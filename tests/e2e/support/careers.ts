import Database from "better-sqlite3";
import type { APIRequestContext, Page } from "@playwright/test";
import { e2eDatabaseFile } from "./environment";

/** The seeded jobs the careers tests use (server/db/seed/jobs.ts). */
export const JOBS = {
  analyst: "Insurance Business Analyst",
  senior: "Senior .NET Developer – Core Insurance",
  qa: "QA Engineer – Insurance Platforms",
  trainee: "Graduate Trainee – Software Engineering",
  closedByFlag: "Mobile App Developer (Flutter)",
  closedByDate: "Technical Support Engineer",
  unpublished: "Head of Delivery – Takaful",
} as const;

/** A job's code by its title, read from the e2e server's database (unpublished jobs included). */
export function jobCode(title: string): number {
  const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select code from jobs where title = ?").get(title) as { code: number } | undefined;
    if (!row) throw new Error(`the seed has no job titled ${title}`);
    return row.code;
  } finally {
    db.close();
  }
}

/**
 * Runs `change` on the live e2e database and undoes it afterwards with `restore`. The server keeps its
 * SQLite file open in WAL mode, so a second writer for a moment is safe.
 */
export async function withDatabaseChange<T>(change: string, restore: string, run: () => Promise<T>): Promise<T> {
  const exec = (sql: string) => {
    const db = new Database(e2eDatabaseFile, { fileMustExist: true });
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
  };
  exec(change);
  try {
    return await run();
  } finally {
    exec(restore);
  }
}

/**
 * Opens a page rendered afresh: pages that show database content are cached for a minute, and a
 * request with `Cache-Control: no-cache` (a hard reload) renders the page again and replaces the
 * cached copy.
 */
export async function gotoFresh(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ "cache-control": "no-cache" });
  try {
    return await page.goto(path);
  } finally {
    await page.setExtraHTTPHeaders({});
  }
}

export const draftKey = (code: number) => `kavach.job-application-draft.${code}`;

/**
 * Puts a wizard draft in the browser's storage, then opens the job's page, as if the visitor had typed it
 * earlier. The storage is written from another page of the site so no wizard can overwrite it meanwhile.
 */
export async function loadWithDraft(page: Page, code: number, state: unknown) {
  await page.goto("/terms");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    draftKey(code),
    JSON.stringify({ v: 1, state }),
  ] as const);
  await page.goto(`/careers/job/${code}`);
  await interactive(page);
}

/** Waits until the careers list or the wizard is hydrated (it marks itself data-ready), so clicks are handled. */
export async function interactive(page: Page) {
  await page.locator('[data-ready="true"]').first().waitFor();
}

const year = new Date().getFullYear();

/** A complete step 1 and 2 for drafts: the wizard opens at `step` with these values. */
export function completeDraft(step: 1 | 2 | 3 | 4, changes: Record<string, unknown> = {}) {
  const school = (code: "SSLC" | "HSE", text: string, finish: number) => ({
    Code: code,
    CourseCode: code,
    CourseText: text,
    StreamCode: "",
    StreamText: "",
    BoardCode: "CBSE",
    BoardText: "Central Board of Secondary Education (CBSE)",
    UniversityCode: "",
    UniversityText: "",
    CollegeText: "Kendriya Vidyalaya Kochi",
    State: "KL",
    StateText: "Kerala",
    District: "KL-EKM",
    DistrictText: "Ernakulam",
    Percentage: "88",
    FinishYear: String(finish),
    IsMandatory: true,
    IsFullyFilled: true,
  });
  return {
    step,
    personal: {
      Name: "Rahul Menon",
      Gender: "M",
      BirthDate: `${year - 28}-04-12`,
      Email: "rahul.menon@example.com",
      Mobile: "9846012345",
      Phone: "",
      Address1: "House 21, Palm Grove",
      Address2: "Edappally North",
      Address3: "",
      City: "Kochi",
      State: "KL",
      District: "KL-EKM",
      IsReferral: false,
      ReferrerName: "",
      ReferrerEmail: "",
      EntranceExamAttendYn: "N",
      EntranceExamBoard: "",
      EntranceExamScore: "",
      CurrentCtc: "",
      ExpectedCtc: "",
    },
    qualifications: [
      school("SSLC", "SSLC / X / Matriculation", year - 12),
      school("HSE", "Higher Secondary / Plus Two / Pre-Degree", year - 10),
    ],
    experiences: [],
    ...changes,
  };
}

export async function openJobs(request: APIRequestContext) {
  return (await (await request.get("/api/Career/GetOpenJobs")).json()) as {
    Code: number;
    Title: string;
    IsClosed: boolean;
  }[];
}
