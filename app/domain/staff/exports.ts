/** What a staff person is told when they ask for an export while their previous one is still running (HTTP 429). */
export const EXPORT_RUNNING_MESSAGE =
  "Your previous export is still being prepared. Wait until its download has finished, then try again.";

/** Seconds a refused export suggests waiting (Retry-After). */
export const EXPORT_RETRY_AFTER_SECONDS = 10;
