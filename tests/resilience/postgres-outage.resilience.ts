import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/lib/throwaway-postgres.mjs";
import { type RunningServer, startShopServer } from "../e2e/support/server";
import {
  checkAcknowledged,
  makeSave,
  postSave,
  printFigures,
  readPostgresCarts,
  type Save,
  sleep,
  UNLIMITED_ENV,
} from "./support/resilience";

/*
 * PostgreSQL is stopped (pg_ctl stop -m fast: clients are cut off with 57P01) while saves run,
 * then started again. While it is down every route answers 503 `unavailable:database`; after it
 * is back the shop recovers by itself within seconds; no acknowledged save is lost.
 */

const WORKERS = 40;
const BEFORE_MS = 4_000;
const OUTAGE_MS = 5_000;
const AFTER_MS = 5_000;
const RECOVERY_LIMIT_MS = 10_000;
/** Requests already in flight when PostgreSQL comes back may still fail; after this, none may. */
const SETTLE_MS = 3_000;

type Outcome = { save: Save; startedAt: number; endedAt: number; status: number; code?: string };

let postgres: ThrowawayPostgres;
let databaseUrl: string;
let server: RunningServer | undefined;

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("CREATE DATABASE shop_resilience");
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = "/shop_resilience";
  databaseUrl = url.toString();
  server = await startShopServer({ ...UNLIMITED_ENV, DATABASE_URL: databaseUrl });
});

afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
});

async function health(baseUrl: string): Promise<{ status: number; body: { code?: string; message?: string } }> {
  const response = await fetch(`${baseUrl}/api/health`);
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
}

describe("fault: PostgreSQL stopped during load", () => {
  it("answers 503 unavailable:database while it is down, recovers when it is back, loses nothing", async () => {
    const baseUrl = (server as RunningServer).baseUrl;
    const outcomes: Outcome[] = [];
    let running = true;
    let counter = 0;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (running) {
        counter += 1;
        const save = makeSave(counter);
        const startedAt = performance.now();
        const answer = await postSave(baseUrl, save);
        outcomes.push({ save, startedAt, endedAt: performance.now(), ...answer });
      }
    });

    await sleep(BEFORE_MS);
    await postgres.stopServer("fast");
    const downAt = performance.now();
    await sleep(OUTAGE_MS / 2);
    const healthDown = await health(baseUrl);
    await sleep(OUTAGE_MS / 2);
    // PostgreSQL accepts connections a little before pg_ctl's wait returns: a save that ends in
    // that gap may be saved, so the outage the 503s are checked over ends when the start is asked.
    const startAskedAt = performance.now();
    await postgres.startServer();
    const upAt = performance.now();
    await sleep(AFTER_MS);
    running = false;
    await Promise.all(workers);
    const healthUp = await health(baseUrl);

    const acknowledged = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const during = outcomes.filter((o) => o.startedAt > downAt && o.endedAt < startAskedAt);
    const firstRecovered = acknowledged
      .filter((o) => o.startedAt >= upAt)
      .reduce((min, o) => Math.min(min, o.endedAt), Number.POSITIVE_INFINITY);
    const recoveryMs = Math.round(firstRecovered - upAt);
    const afterSettling = outcomes.filter((o) => o.startedAt > upAt + Math.max(recoveryMs, 0) + SETTLE_MS);
    const unexpected = outcomes.filter(
      (o) => !(o.status >= 200 && o.status < 300) && !(o.status === 503 && o.code === "unavailable:database"),
    );
    const check = checkAcknowledged(
      acknowledged.map((o) => o.save),
      await readPostgresCarts(databaseUrl),
    );

    printFigures("postgres-outage", {
      requests_tried: outcomes.length,
      acknowledged: acknowledged.length,
      answered_503_unavailable_database: outcomes.filter((o) => o.status === 503).length,
      other_failures: unexpected.length,
      faults_injected: 1,
      outage_ms: Math.round(upAt - downAt),
      recovery_ms: recoveryMs,
      writes_checked: check.checked,
      writes_missing: check.missing.length,
      writes_different: check.different.length,
    });

    expect(unexpected.map((o) => `${o.status} ${o.code ?? ""}`)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((o) => o.status === 503 && o.code === "unavailable:database")).toBe(true);
    expect(healthDown).toEqual({
      status: 503,
      body: { code: "unavailable:database", message: expect.any(String) },
    });
    expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(afterSettling.length).toBeGreaterThan(0);
    expect(afterSettling.filter((o) => o.status !== 200)).toEqual([]);
    expect(healthUp.status).toBe(200);
    expect(acknowledged.filter((o) => o.startedAt < downAt).length).toBeGreaterThan(0);
    expect(check.missing).toEqual([]);
    expect(check.different).toEqual([]);
  });
});
