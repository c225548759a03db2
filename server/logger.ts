import pino from "pino";

export type Logger = pino.Logger;

/** A logger writing JSON lines to standard output, or to `destination` (a test reads its lines). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    // Never log what visitors typed or their files: only the request line and outcome.
    redact: ["req.headers.cookie", "req.headers['x-xsrf-token']"],
  };
  return destination ? pino(options, destination) : pino(options);
}
