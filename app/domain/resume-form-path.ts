/**
 * Where the resume form posts when JavaScript is off (app/routes/careers.resume.tsx), and its address for
 * one job, which asks that job's screening questions (decision 0178). A module of its own so that a page
 * linking to it (the job page) does not load the form itself.
 */
export const RESUME_FORM_ACTION = "/careers/resume";

export const resumeFormPathFor = (code: string | number) => `${RESUME_FORM_ACTION}?job=${code}`;
