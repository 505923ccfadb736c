import SQLite from "better-sqlite3";
import { TOTP } from "otpauth";
import { runBundledCli } from "../../support/cli-bundle";

/*
 * For the back office's browser tests (issue 16): the real operator CLI against the database a test
 * server runs on, the authenticator app's codes computed here with otpauth, and the one change a
 * test makes in that database directly: ageing a session, so idle expiry needs no 30-minute wait.
 */

/** `npm run operator -- ARGS` against `databaseUrl`; answers its stdout (the enrolment link, for create). */
export async function runOperatorCommand(databaseUrl: string, ...args: string[]): Promise<string> {
  return (await runBundledCli("operator", databaseUrl, args)).trim();
}

/** The path and fragment of an enrolment link, to open on the test server whatever SITE_URL the CLI saw. */
export function enrolPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** The code an authenticator app shows for the secret, at `atMs`. */
export function totpCode(secretBase32: string, atMs: number = Date.now()): string {
  const secret = new TOTP({ secret: secretBase32 }).secret;
  return TOTP.generate({ secret, timestamp: atMs, digits: 6, period: 30, algorithm: "SHA1" });
}

/** Runs one statement on the test server's database, from outside the server. */
function withDatabase(databaseFile: string, run: (db: SQLite.Database) => void): void {
  const db = new SQLite(databaseFile);
  try {
    run(db);
  } finally {
    db.close();
  }
}

const SESSIONS_OF = "operator_id = (select id from operators where email = ?)";

/** Moves the operator's sessions' last request to `minutes` before now. */
export function ageSessions(databaseFile: string, email: string, minutes: number): void {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  withDatabase(databaseFile, (db) =>
    db.prepare(`update operator_sessions set last_seen_at = ? where ${SESSIONS_OF}`).run(at, email),
  );
}

/** Moves the operator's sessions' last request `minutes` further into the past than it is now. */
export function shiftSessions(databaseFile: string, email: string, minutes: number): void {
  withDatabase(databaseFile, (db) => {
    const rows = db.prepare(`select id, last_seen_at from operator_sessions where ${SESSIONS_OF}`).all(email) as {
      id: string;
      last_seen_at: string;
    }[];
    const update = db.prepare("update operator_sessions set last_seen_at = ? where id = ?");
    for (const row of rows) update.run(new Date(Date.parse(row.last_seen_at) - minutes * 60_000).toISOString(), row.id);
  });
}
