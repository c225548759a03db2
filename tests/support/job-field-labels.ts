/** The labels of a job's fields on the careers page, in their order, for a job that has them all. */
export const JOB_FIELD_LABELS = [
  "Job ID",
  "Title",
  "Location",
  "Experience Level",
  "Description",
  "Preferred Skills",
  "Additional Skills",
  "Salary Package",
  "Last Date of Apply",
  "Contact",
];
