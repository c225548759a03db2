import type { ErrorRequestHandler } from "express";
import { tooLargeMessage } from "~/shared/request-limits";
import { isDatabaseUnavailable } from "./database-unavailable";
import type { Logger } from "../logger";

export const MALFORMED_JSON_MESSAGE = "The request could not be read: it is not valid JSON.";
export const DATABASE_UNAVAILABLE_MESSAGE =
  "Our database is unavailable for a moment, so nothing was saved. Please try again in a minute.";
export const UNEXPECTED_ERROR_MESSAGE =
  "Something went wrong on our side and nothing was saved. Please try again in a moment.";

/** Seconds a client is asked to wait when the database is unavailable: a restart takes about this long. */
const DATABASE_RETRY_AFTER_SECONDS = 30;

/**
 * Turns body-parser and unexpected errors into a JSON Message; never a stack trace. A database that
 * cannot be reached is a 503 with Retry-After, logged as one line: nothing was saved, try again.
 */
export function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const type = (err as { type?: string }).type;
    if (type === "entity.too.large") {
      return void res.status(413).json({ Message: tooLargeMessage((err as { limit: number }).limit) });
    }
    if (type === "entity.parse.failed") return void res.status(400).json({ Message: MALFORMED_JSON_MESSAGE });
    const status = (err as { status?: number }).status;
    if (typeof status === "number" && status >= 400 && status < 500)
      return void res.status(status).json({ Message: "The request could not be processed." });
    const log = (res.locals.log as Logger | undefined) ?? logger;
    if (isDatabaseUnavailable(err)) {
      log.warn(
        { code: (err as { code?: string }).code, reason: String((err as Error).message) },
        "database unavailable",
      );
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return void res.status(503).json({ Message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    log.error({ err }, "unhandled error");
    res.status(500).json({ Message: UNEXPECTED_ERROR_MESSAGE });
  };
}
