import type { Db } from "../db/database";
import { hasAnyJob, insertJob, type NewJob } from "../careers/jobs.repository";
import type { JobsTable } from "../careers/careers.table";

/** Days from today; the seed's dates move with the day it first runs, so every path stays testable. */
function inDays(today: string, days: number): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

type SeedJob = Omit<
  NewJob,
  "created_at" | "client_ip" | "posted_on" | "last_date_of_apply" | "updated_at" | "updated_by" | keyof Flags
> &
  Partial<Flags> & { postedDaysAgo: number; lastDateInDays: number | null };
type Flags = Pick<
  JobsTable,
  | "is_closed"
  | "is_referral"
  | "is_experience_required"
  | "is_current_ctc_required"
  | "is_expected_ctc_required"
  | "is_published"
>;

/**
 * Demonstration openings that exercise every path of the careers pages (docs/product.md §2.8): open with
 * and without a last date, closed by flag, closed by date (recently, so still listed, and long ago, so
 * not), one accepting referrals, one wanting a minimum experience and both CTCs, one wanting some
 * experience but no minimum, one with only some of the optional fields, and one unpublished.
 */
export const seedJobs: SeedJob[] = [
  {
    title: "Insurance Business Analyst",
    location: "Kochi, Kerala (hybrid)",
    experience: "2 – 5 years",
    description:
      "Work with underwriters, claims teams and our developers to turn general-insurance processes into clear requirements. You will run workshops with client insurers, write user stories and acceptance criteria for our Core General Insurance product, and guide user acceptance testing through go-live.",
    preferred_skills:
      "General insurance operations (motor, property, marine); requirement workshops; user stories; UAT planning",
    additional_skills:
      "SQL for data checks; IRDAI regulatory reporting; Licentiate or Associate of the Insurance Institute of India",
    benefits: "₹9 – 14 Lakhs per annum, with annual performance bonus and family health cover",
    contact_info: "careers@kavach-insuretech.example · +91 484 403 2100",
    minimum_experience_year: null,
    is_referral: 1,
    postedDaysAgo: 6,
    lastDateInDays: 24,
  },
  {
    title: "Senior .NET Developer – Core Insurance",
    location: "Kochi, Kerala",
    experience: "Minimum 3 years",
    description:
      "Design and build policy, endorsement and claims modules of our core insurance platform in C# and ASP.NET Core. You will own features from design review to production, mentor junior developers and keep the codebase fast, tested and secure.",
    preferred_skills: "C#, ASP.NET Core, Entity Framework, SQL Server, REST API design",
    additional_skills: "Angular or React; Azure DevOps pipelines; insurance or banking domain",
    benefits: "₹14 – 22 Lakhs per annum, relocation support",
    contact_info: "careers@kavach-insuretech.example",
    minimum_experience_year: 3,
    is_experience_required: 1,
    is_current_ctc_required: 1,
    is_expected_ctc_required: 1,
    postedDaysAgo: 3,
    lastDateInDays: null,
  },
  {
    title: "QA Engineer – Insurance Platforms",
    location: "Mumbai, Maharashtra",
    experience: null,
    description:
      "Test our portals and core modules end to end: plan test cases from business rules, automate the regression suite and verify premium, commission and claims calculations before every release.",
    preferred_skills: null,
    additional_skills: null,
    benefits: null,
    contact_info: null,
    minimum_experience_year: null,
    is_experience_required: 1,
    is_expected_ctc_required: 1,
    postedDaysAgo: 10,
    lastDateInDays: 40,
  },
  {
    title: "Graduate Trainee – Software Engineering",
    location: "Kochi, Kerala",
    experience: "Freshers (2025 and 2026 graduates)",
    description:
      "A twelve-month programme for new engineering and computer-application graduates: six months of structured training in insurance and in our technology stack, then a place in a product team, with a mentor throughout.",
    preferred_skills: "Programming fundamentals in any language; databases and SQL; clear written English",
    additional_skills: null,
    benefits: "₹4.2 Lakhs per annum during training, reviewed on confirmation",
    contact_info: "campus@kavach-insuretech.example",
    minimum_experience_year: null,
    postedDaysAgo: 14,
    lastDateInDays: 60,
  },
  {
    title: "Mobile App Developer (Flutter)",
    location: "Dubai, UAE",
    experience: "3 – 6 years",
    description:
      "Build the customer and agent mobile apps of our Online Insurance Portal: quick quotes, renewals, payments and claims with photos, for iOS and Android from one Flutter codebase.",
    preferred_skills: "Flutter, Dart, REST integration, app store releases",
    additional_skills: "Kotlin or Swift; payment gateway SDKs",
    benefits: "Tax-free salary in AED, annual flight ticket, medical insurance",
    contact_info: "careers@kavach-insuretech.example",
    minimum_experience_year: 3,
    is_closed: 1,
    postedDaysAgo: 20,
    lastDateInDays: 15,
  },
  {
    title: "Technical Support Engineer",
    location: "Kochi, Kerala",
    experience: "1 – 3 years",
    description:
      "Be the first line of help for insurers using our software: answer support-portal tickets, reproduce issues, apply fixes to client databases under change control and keep clients informed until each issue is closed.",
    preferred_skills: "SQL Server or PostgreSQL; Windows Server and IIS; clear communication",
    additional_skills: "ITIL Foundation",
    benefits: "₹4.5 – 7 Lakhs per annum, shift allowance",
    contact_info: "support.jobs@kavach-insuretech.example",
    minimum_experience_year: 1,
    postedDaysAgo: 35,
    lastDateInDays: -3,
  },
  {
    title: "Database Administrator (PostgreSQL)",
    location: "Kochi, Kerala",
    experience: "4 – 8 years",
    description:
      "Run the PostgreSQL and SQL Server estates behind our hosted insurance platforms: backups, replication, tuning and upgrades.",
    preferred_skills: "PostgreSQL, SQL Server, Linux",
    additional_skills: null,
    benefits: null,
    contact_info: null,
    minimum_experience_year: 4,
    postedDaysAgo: 120,
    lastDateInDays: -90,
  },
  {
    title: "Head of Delivery – Takaful",
    location: "Dubai, UAE",
    experience: "12+ years",
    description:
      "Lead the delivery of takaful implementations across the Gulf. This opening is being prepared and is not yet published.",
    preferred_skills: null,
    additional_skills: null,
    benefits: null,
    contact_info: null,
    minimum_experience_year: 10,
    is_published: 0,
    postedDaysAgo: 1,
    lastDateInDays: 30,
  },
];

/**
 * Inserts the demonstration jobs into a database that has no job at all, and answers how many; from
 * then on the staff console owns the jobs, so a later start never adds back, or overwrites, a job HR
 * renamed, changed or unpublished (docs/decisions/0052-jobs-owned-by-the-console.md). `today` is YYYY-MM-DD.
 */
export async function seedJobsInto(db: Db, today: string = new Date().toISOString().slice(0, 10)): Promise<number> {
  if (await hasAnyJob(db)) return 0;
  let inserted = 0;
  const createdAt = new Date().toISOString();
  for (const { postedDaysAgo, lastDateInDays, ...job } of seedJobs) {
    const row: NewJob = {
      is_closed: 0,
      is_referral: 0,
      is_experience_required: 0,
      is_current_ctc_required: 0,
      is_expected_ctc_required: 0,
      is_published: 1,
      ...job,
      posted_on: inDays(today, -postedDaysAgo),
      last_date_of_apply: lastDateInDays === null ? null : inDays(today, lastDateInDays),
      created_at: createdAt,
      updated_at: createdAt,
      updated_by: null,
      client_ip: null,
    };
    await insertJob(db, row);
    inserted++;
  }
  return inserted;
}
