import "server-only";
import { type Level, type Logger, pino } from "pino";

/*
 * How the server logs, apart from the configured level (log.ts reads that from env), so start-up
 * can still report a configuration that does not parse. The rules every entry follows:
 *   1. one JSON object per line on stdout: a newline or a quote in any value stays inside its
 *      string, so nothing a visitor sends can forge an entry;
 *   2. the message is a fixed sentence and the facts are fields (ids, references, codes, counts);
 *   3. no personal data: callers pass ids, never emails, names or bodies; errors, whose text comes
 *      from libraries and mail servers that quote addresses, go through `serializeError`, which
 *      keeps name, message, code, digest, stack and cause, drops every other property and masks
 *      emails;
 *   4. once start-up has run, console output (Next's own included) goes through the same logger
 *      (console-to-log.ts).
 */

export type LogLevel = Level | "silent";

/** Anything that looks like an email address, so a library's error message cannot carry one into the log. */
const LOCAL = "[\\p{L}\\p{N}.!#$%&'*+/=?^_`{|}~-]";
/** The look-behind starts a match only where a run of address characters starts: linear time on any input. */
const EMAIL_PATTERN = new RegExp(`(?<!${LOCAL})${LOCAL}+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+`, "gu");
const MAX_CAUSE_DEPTH = 3;
const MAX_TEXT_LENGTH = 4_000;

/** "550 <ada@example.com> rejected" → "550 <[email]> rejected". */
export function redactEmails(text: string): string {
  return text.replace(EMAIL_PATTERN, "[email]");
}

function clean(text: string): string {
  return redactEmails(text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH)}…` : text);
}

export type SerializedError = {
  type: string;
  message: string;
  code?: string | number;
  /** Next's id for a rendering error, shown on the error page: how a visitor's report finds its entry. */
  digest?: string;
  stack?: string;
  cause?: SerializedError;
};

/**
 * The fields of an error that are safe to log. Library errors carry the request they failed on
 * as extra properties (Stripe's `raw`, nodemailer's `rejected` and `response`, pg's `detail`):
 * those are left out, not filtered.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: clean(String(error)) };
  const { code, digest } = error as { code?: unknown; digest?: unknown };
  return {
    type: error.name,
    message: clean(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(typeof digest === "string" ? { digest } : {}),
    ...(error.stack ? { stack: clean(error.stack) } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSE_DEPTH ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** An error's message alone, masked: for expected failures (an outage) where a stack is noise. */
export function errorMessage(error: unknown): string {
  return clean(error instanceof Error ? error.message : String(error));
}

/**
 * Writes through process.stdout, looked up on every line, rather than to file descriptor 1
 * directly: stdout is synchronous for files and pipes on Linux, and tests capture it by spying.
 */
const stdout = { write: (line: string) => void process.stdout.write(line) };

export function createLogger(level: LogLevel): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
    },
    stdout,
  );
}
