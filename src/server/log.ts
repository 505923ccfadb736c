import "server-only";
import { pino } from "pino";
import { env } from "./env";

/**
 * The server's one logger: one JSON object per line on stdout, so a newline or a quote in anything
 * a visitor typed stays inside its string and cannot forge an entry. Never pass it personal data
 * (emails, names, phone numbers, message bodies, addresses): log ids and references instead.
 */
export const log = pino({
  level: env.LOG_LEVEL,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
