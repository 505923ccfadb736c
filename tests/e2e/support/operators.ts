import SQLite from "better-sqlite3";
import { TOTP } from "otpauth";
import { type BundledCli, bundleCli } from "../../support/cli-bundle";

/*
 * For the back office's browser tests (issue 16): the real operator CLI against the database a test
 * server runs on, the authenticator app's codes computed here with otpauth, and the one change a
 * test makes in that database directly: ageing a session, so idle expiry needs no 30-minute wait.
 */

/** The operator CLI bundled once per worker (a second a command instead of tsx's several). */
let operatorCli: Promise<BundledCli> | undefined;

/** `npm run operator -- ARGS` against `databaseUrl`; answers its stdout (the enrolment link, for create). */
export async function runOperatorCommand(databaseUrl: string, ...args: string[]): Promise<string> {
  if (!operatorCli) {
    operatorCli = bundleCli("operator");
    // "exit" runs no promise callbacks: keep the bundle at hand to remove it there.
    let built: BundledCli | undefined;
    operatorCli.then(
      (cli) => {
        built = cli;
      },
      () => {}, // the command awaiting it reports the failure
    );
    process.once("exit", () => built?.remove());
  }
  const run = await (await operatorCli).run(args, { env: { DATABASE_URL: databaseUrl } });
  if (run.code !== 0) throw new Error(`operator ${args[0]} exited with ${run.code}: ${run.stderr}`);
  return run.stdout.trim();
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
