import "server-only";
import { env } from "./env";
import { createLogger } from "./logger";

/**
 * The server's one logger: one JSON object per line on stdout (rules in logger.ts). Pass errors
 * as `err` and facts as fields: `log.error({ emailId, err }, "email refused")`. Never pass it
 * personal data (emails, names, phone numbers, message bodies, IP addresses): log ids and
 * references instead.
 */
export const log = createLogger(env.LOG_LEVEL);
