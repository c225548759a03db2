/** What a form's service answers: the API sends the message (400 when not ok), a page action shows it. */
export type SubmissionResult = { ok: true; message: string } | { ok: false; message: string };
