/**
 * The hiring pipeline every application and resume moves through (docs/product.md §10.2).
 * One table of stages, their labels and the moves allowed; the console's menus, the server's checks and
 * the applicant's status page all read it.
 */
export const PIPELINE_STAGES = ["new", "screening", "shortlisted", "interview", "offer", "hired"] as const;
/** Reachable from any stage, and final. */
export const PIPELINE_EXITS = ["rejected", "withdrawn"] as const;
export const APPLICATION_STATUSES = [...PIPELINE_STAGES, ...PIPELINE_EXITS] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  screening: "Screening",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** The status a new submission starts in. */
export const INITIAL_STATUS: ApplicationStatus = "new";

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Whether an application in this status may still move (rejected, withdrawn and hired are where it ends). */
export function isFinalStatus(status: ApplicationStatus): boolean {
  return status === "rejected" || status === "withdrawn" || status === "hired";
}

/**
 * The moves staff may make from a status: any other stage of the pipeline (forwards or back, as
 * Greenhouse and Lever allow), or out of it by rejection or withdrawal. A final status moves nowhere,
 * except that a rejection or withdrawal made by mistake can be undone by moving back to screening.
 */
export function allowedMoves(from: ApplicationStatus): ApplicationStatus[] {
  if (from === "hired") return [];
  if (from === "rejected" || from === "withdrawn") return ["screening"];
  return APPLICATION_STATUSES.filter((to) => to !== from);
}

export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return allowedMoves(from).includes(to);
}
