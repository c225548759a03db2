import type { ErrorRequestHandler } from "express";
import { tooLargeMessage } from "~/domain/request-limits";
import type { Logger } from "../logger";

export const MALFORMED_JSON_MESSAGE = "The request could not be read: it is not valid JSON.";
export const UNEXPECTED_ERROR_MESSAGE =
  "Something went wrong on our side and nothing was saved. Please try again in a moment.";

/** Turns body-parser and unexpected errors into a JSON Message; never a stack trace. */
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
    ((res.locals.log as Logger | undefined) ?? logger).error({ err }, "unhandled error");
    res.status(500).json({ Message: UNEXPECTED_ERROR_MESSAGE });
  };
}
