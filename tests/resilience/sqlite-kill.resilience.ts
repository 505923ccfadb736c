import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startShopServer } from "../e2e/support/server";
import {
  checkAcknowledged,
  makeSave,
  postSave,
  printFigures,
  readSqliteCarts,
  type Save,
  UNLIMITED_ENV,
} from "./support/resilience";

/*
 * The server is killed with SIGKILL (no shutdown hook runs) in the middle of 1,000 saves sent 64
 * at a time on SQLite, then started again on the same file: the file passes `PRAGMA
 * integrity_check` and every save that was acknowledged before the kill is there, exactly as sent.
 * A steady stream rather than one burst of 1,000: a burst could be answered in full before the test
 * had read its 300th answer, and then the kill would land on an idle server.
 */

const SAVES = 1_000;
const KILL_AFTER_ACKS = 300;
const IN_FLIGHT = 64;

const dir = mkdtempSync(join(tmpdir(), "shop-kill-"));
const file = join(dir, "shop.sqlite");
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("fault: SIGKILL during concurrent saves on SQLite", () => {
  it("keeps the file intact and every acknowledged save", async () => {
    const first = await startShopServer({ ...UNLIMITED_ENV, DATABASE_URL: file });
    servers.push(first);

    const acknowledged: Save[] = [];
    const refused: number[] = [];
    let killedAt = -1;
    const saves = Array.from({ length: SAVES }, (_, n) => makeSave(n));
    const outcomes: number[] = [];
    let sent = 0;
    const sender = async () => {
      for (let save = saves[sent++]; save; save = saves[sent++]) {
        const answer = await postSave(first.baseUrl, save);
        if (answer.status >= 200 && answer.status < 300) {
          acknowledged.push(save);
          if (acknowledged.length === KILL_AFTER_ACKS) {
            killedAt = acknowledged.length;
            first.process.kill("SIGKILL");
          }
        } else if (answer.status !== 0) {
          refused.push(answer.status);
        }
        outcomes.push(answer.status);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    await new Promise((done) =>
      first.process.exitCode !== null || first.process.signalCode ? done(null) : first.process.once("exit", done),
    );
    const unanswered = outcomes.filter((status) => status === 0).length;

    // Started again on the same file: SQLite recovers from its WAL on open.
    const second = await startShopServer({ ...UNLIMITED_ENV, DATABASE_URL: file });
    servers.push(second);
    const health = await fetch(`${second.baseUrl}/api/health`);
    await second.stop();

    const db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma("integrity_check", { simple: true });
    db.close();
    const check = checkAcknowledged(acknowledged, readSqliteCarts(file));

    printFigures("sqlite-sigkill", {
      requests_tried: SAVES,
      acknowledged: acknowledged.length,
      killed_after_acks: killedAt,
      faults_injected: 1,
      unanswered_at_kill: unanswered,
      integrity_check: String(integrity),
      writes_checked: check.checked,
      writes_missing: check.missing.length,
      writes_different: check.different.length,
    });

    expect(first.process.signalCode).toBe("SIGKILL");
    expect(killedAt).toBe(KILL_AFTER_ACKS);
    expect(refused).toEqual([]);
    // The kill really landed mid-way: some saves never got an answer.
    expect(unanswered).toBeGreaterThan(0);
    expect(health.status).toBe(200);
    expect(integrity).toBe("ok");
    expect(check.missing).toEqual([]);
    expect(check.different).toEqual([]);
    expect(check.checked).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  });
});
