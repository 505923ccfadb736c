import "server-only";

/*
 * Tells "the database is not there right now" apart from a bug. Such failures are answered with
 * 503 `unavailable:database` (and Retry-After) instead of a 500, because the request was fine and
 * the same request will succeed once the database is back: a PostgreSQL restart or failover, a
 * full connection pool, or a SQLite writer that waited out its busy timeout.
 */

/** Socket-level failures while connecting to or talking to PostgreSQL. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs that mean the server is going away or cannot take us: 57P01-57P03
 * (admin/crash shutdown, cannot connect now) and 53300 (too many connections); class 08
 * (connection exception) is matched by prefix below. Serialization failures (40001) are left
 * out on purpose: they are conflicts inside a healthy database, not an outage.
 */
const POSTGRES_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** SQLite result codes for a database file that is locked, unreadable or out of space. */
const SQLITE_CODES = new Set(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_CANTOPEN", "SQLITE_FULL", "SQLITE_PROTOCOL"]);

/** Messages node-postgres and pg-pool use for connections that died or never came. */
const POSTGRES_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

function classifyOne(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || SQLITE_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code) || code.startsWith("SQLITE_IOERR") || code.startsWith("SQLITE_BUSY")) return true;
  }
  return typeof message === "string" && POSTGRES_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error, its cause chain or any error it aggregates (Node reports a refused
 * connection to a host with several addresses as an AggregateError) is a database outage.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  if (classifyOne(error)) return true;
  const nested = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(nested.errors) && nested.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(nested.cause, depth + 1);
}
