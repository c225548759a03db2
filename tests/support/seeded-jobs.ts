/** The seeded jobs (server/seed/jobs.ts) the careers tests use, named for what each one is there to show. */
export const JOBS = {
  analyst: "Insurance Business Analyst",
  senior: "Senior .NET Developer – Core Insurance",
  qa: "QA Engineer – Insurance Platforms",
  trainee: "Graduate Trainee – Software Engineering",
  closedByFlag: "Mobile App Developer (Flutter)",
  closedByDate: "Technical Support Engineer",
  closedLongAgo: "Database Administrator (PostgreSQL)",
  unpublished: "Head of Delivery – Takaful",
} as const;
