/**
 * The interview forms of an application's or resume's page post to the page's own address with this query,
 * so its action sends them to the interview action instead of the pipeline's (one small hook per route).
 */
export const INTERVIEWS_ACTION = "?interviews";
export const isInterviewsPost = (request: Request) => new URL(request.url).searchParams.has("interviews");

/** What the interview forms answer: the message, errors by field, and what was typed (kept on a refusal). */
export type InterviewsActionResult = {
  intent: string;
  /** The interview a reschedule or cancel form acted on. */
  interview?: number;
  success?: string;
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
};
