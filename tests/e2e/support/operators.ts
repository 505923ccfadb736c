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

/** Moves every session's last request `minutes` into the past. */
export function ageSessions(databaseFile: string, minutes: number): void {
  const db = new SQLite(databaseFile);
  try {
    db.prepare("update operator_sessions set last_seen_at = ?").run(
      new Date(Date.now() - minutes * 60_000).toISOString(),
    );
  } finally {
    db.close();
  }
}
