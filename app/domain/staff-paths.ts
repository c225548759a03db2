/**
 * Where the staff console shows one submission: the link in HR's notification mail. The console's pages
 * answer at these paths (docs/decisions/0033-application-mails-and-reference-numbers.md).
 */
export const staffApplicationPath = (id: number) => `/staff/applications/${id}`;
export const staffResumePath = (id: number) => `/staff/resumes/${id}`;
