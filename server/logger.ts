import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never log what visitors typed or their files: only the request line and outcome.
    redact: ["req.headers.cookie", "req.headers['x-xsrf-token']"],
  });
}
