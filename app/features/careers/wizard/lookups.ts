import type { LookupOption } from "~/domain/job-application";

/** The reference lists the wizard's selects offer, loaded with the page. Districts come per state. */
export type WizardLookups = {
  states: readonly LookupOption[];
  courses: readonly LookupOption[];
  streams: readonly LookupOption[];
  boards: readonly LookupOption[];
  universities: readonly LookupOption[];
  entranceBoards: readonly LookupOption[];
  months: readonly LookupOption[];
};
