import pino from "pino";
import { env } from "../env";
import { currentRequestScope } from "./request-scope";

// What the server tells its operator. LOG_FORMAT=json: one JSON line per
// message (pino), each carrying the request id of the request it belongs to,
// for a log collector. Otherwise the human lines the server always printed,
// on stdout and stderr, and no line per request.

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown, fields?: Record<string, unknown>): void;
  /** One line per answered request; only in JSON (a human reads the proxy's access log). */
  request(fields: Record<string, unknown>): void;
}

export type LogFormat = "human" | "json";

export function createLogger(format: LogFormat, destination?: pino.DestinationStream): Logger {
  if (format === "human") {
    return {
      info: (message) => console.log(message),
      warn: (message) => console.warn(message),
      error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
      request: () => {},
    };
  }
  const json = pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = currentRequestScope();
        return scope ? { requestId: scope.requestId } : {};
      },
    },
    destination ?? pino.destination({ sync: true }),
  );
  return {
    info: (message, fields) => json.info(fields ?? {}, message),
    warn: (message, fields) => json.warn(fields ?? {}, message),
    error: (message, error, fields) =>
      json.error({ ...fields, ...(error === undefined ? {} : { err: error }) }, message),
    request: (fields) => json.info(fields, "request"),
  };
}

let instance: Logger | undefined;

/** The process's logger, in the LOG_FORMAT of its environment. */
export function logger(): Logger {
  instance ??= createLogger(env().LOG_FORMAT);
  return instance;
}
