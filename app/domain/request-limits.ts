/** Answered with 413 when a request's body is over its limit, by the API and the no-JavaScript form pages alike. */
export const TOO_LARGE_MESSAGE = "The request is too large. A resume must be at most 1 MB.";
