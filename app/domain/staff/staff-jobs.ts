import { formatLongDate } from "../dates";
import type { JobFormField, JobFormValues } from "../job-form";
import type { JobState } from "../jobs";

/** A job in the console's list (/staff/jobs). */
export type StaffJobSummary = {
  code: number;
  title: string;
  location: string | null;
  state: JobState;
  lastDateOfApply: string | null;
  applications: number;
  /** When it last changed, and who changed it (null: the seed). */
  updatedAt: string;
  updatedBy: string | null;
};

/** A job as its console page shows it: the form's values and where it stands. */
export type StaffJob = StaffJobSummary & {
  values: JobFormValues;
  postedOn: string;
  /** The last change the form was opened on: a save over someone else's later change is refused. */
  version: string | null;
};

export type JobFormErrors = Partial<Record<JobFormField, string>>;

/** Everything the jobs console says, defined once. */
export const staffJobMessages = {
  noSuchJob: "There is no job with this number.",
  formInvalid: "The job was not saved: correct the fields marked below.",
  changedMeanwhile: (by: string | null) =>
    `${by ?? "Someone"} changed this job after you opened it, so it was not saved. Your version is still in the form: open the job again in a new tab, compare, and save what should stay.`,
  created: (title: string) => `“${title}” is saved as a draft. Publish it when it is ready.`,
  saved: (title: string) => `“${title}” is saved.`,
  savedLive: (title: string) => `“${title}” is saved; the careers pages show the change.`,
  published: (title: string) => `“${title}” is published: it is on the careers page and accepts applications.`,
  alreadyPublished: "This job is published already.",
  publishPastDate: (date: string) =>
    `The last date of apply (${formatLongDate(date)}) has passed: set a later date, or none, and save before publishing.`,
  unpublished: (title: string) => `“${title}” is unpublished: it is a draft again and appears nowhere on the site.`,
  notPublished: "This job is not published: it appears nowhere on the site.",
  closed: (title: string) => `“${title}” is closed: the careers page shows it as Closed and it takes no applications.`,
  alreadyClosed: "This job is closed already.",
  closeDraft: "A draft is not on the site, so there is nothing to close. Publish it, or leave it as a draft.",
  reopened: (title: string) => `“${title}” is open again and accepts applications.`,
  notClosed: "This job is not closed by hand.",
  reopenPastDate: (date: string) =>
    `The last date of apply (${formatLongDate(date)}) has passed: set a later date, or none, and save; then reopen it.`,
  duplicated: (code: number) =>
    `This is a new draft copied from job ${code}. Change what differs, save, and publish it when it is ready.`,
} as const;
