import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningServer, startShopServer } from "../e2e/support/server";
import { type SmtpStandIn, startSmtpStandIn } from "../support/smtp-stand-in";
import { printFigures, sleep, UNLIMITED_ENV } from "./support/resilience";

/*
 * The mail server is down when visitors write in: each message is acknowledged (202) and waits
 * in the outbox with its failed attempt recorded. When an SMTP server comes up on that address,
 * the shop's own background worker delivers every message, once, with no help from the test.
 */

const MESSAGES = 3;
/** The first retry comes EMAIL_RETRY_FIRST_SECONDS after a failure, then doubles; the worker polls every 5 s. */
const FIRST_RETRY_SECONDS = 2;
const DELIVERY_LIMIT_MS = 45_000;

type OutboxRow = { status: string; attempts: number; last_error: string | null };

const dir = mkdtempSync(join(tmpdir(), "shop-smtp-"));
const file = join(dir, "shop.sqlite");
let server: RunningServer;
let smtpPort: number;
let smtp: SmtpStandIn | undefined;
const received: string[] = [];

beforeAll(async () => {
  smtpPort = await freePort();
  // Nothing listens on smtpPort yet: the mail server is down.
  server = await startShopServer({
    ...UNLIMITED_ENV,
    DATABASE_URL: file,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    EMAIL_RETRY_FIRST_SECONDS: String(FIRST_RETRY_SECONDS),
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

function outbox(): OutboxRow[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select status, attempts, last_error from outbox").all() as OutboxRow[];
  } finally {
    db.close();
  }
}

async function waitFor<T>(what: string, limitMs: number, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

describe("fault: SMTP down", () => {
  it("keeps contact messages in the outbox and delivers them when the mail server is back", async () => {
    for (let n = 0; n < MESSAGES; n++) {
      const response = await fetch(`${server.baseUrl}/api/brevo/fallback`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${n + 1}` },
        body: JSON.stringify({ email: `visitor${n}@example.com`, message: `Outage message #${n}` }),
      });
      expect(response.status).toBe(202);
    }

    // The worker tried, failed, and kept each message pending for a later try.
    const waiting = await waitFor("the failed first attempts", 15_000, () => {
      const rows = outbox();
      return rows.length === MESSAGES && rows.every((row) => row.attempts >= 1) ? rows : undefined;
    });
    expect(waiting.every((row) => row.status === "pending" && row.last_error)).toBe(true);
    const failedAttempts = waiting.reduce((sum, row) => sum + row.attempts, 0);

    smtp = await startSmtpStandIn(smtpPort, (raw) => received.push(raw));
    const upAt = Date.now();

    const sent = await waitFor("delivery", DELIVERY_LIMIT_MS, () => {
      const rows = outbox();
      return rows.every((row) => row.status === "sent") ? rows : undefined;
    });
    const deliveredAfterMs = Date.now() - upAt;

    printFigures("smtp-outage", {
      messages_acknowledged: MESSAGES,
      faults_injected: 1,
      failed_attempts_while_down: failedAttempts,
      delivered: received.length,
      delivered_after_smtp_up_ms: deliveredAfterMs,
      writes_checked: sent.length,
    });

    expect(sent).toHaveLength(MESSAGES);
    const numbers = received.map((data) => Number(/Outage message #(\d+)/.exec(data)?.[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: MESSAGES }, (_, n) => n));
  });
});
