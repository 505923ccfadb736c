import "server-only";
import { format } from "node:util";
import type { Logger } from "pino";
import { redactEmails } from "./logger";

/*
 * Next.js and the libraries under it print to the console themselves (a page that throws while
 * rendering, a deprecation warning). Left alone, those lines are plain text: an error message
 * holding a newline would start what looks like a new entry, and nothing would mask an address
 * in it. Once start-up has a logger, every console call becomes one entry of it, with
 * `source: "console"`, the first Error argument as `err` (name, message, stack, cause only)
 * and the other arguments as the message, emails masked.
 */

const LEVELS = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug", trace: "trace" } as const;

type ConsoleMethod = keyof typeof LEVELS;

/** Sends console output to `logger`; answers a function that puts the console back (for tests). */
export function routeConsoleToLog(logger: Logger): () => void {
  const original = new Map<ConsoleMethod, (typeof console)[ConsoleMethod]>();
  for (const method of Object.keys(LEVELS) as ConsoleMethod[]) {
    original.set(method, console[method]);
    const level = LEVELS[method];
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const text = redactEmails(rest.length > 0 ? format(...rest).trim() : (error?.message ?? ""));
      logger[level]({ source: "console", ...(error ? { err: error } : {}) }, text);
    };
  }
  return () => {
    for (const [method, fn] of original) console[method] = fn;
  };
}
