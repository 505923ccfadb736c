import autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import {
  checkAcknowledged,
  makeSave,
  printFigures,
  readPostgresCarts,
  readSqliteCarts,
  type Save,
  saveBody,
} from "./support/resilience";
import { DATABASES, shopOnEachDatabase } from "./support/shop-on-each-database";

/*
 * 200 connections for 30 s on saveCartData against `next start`, on SQLite (the embedded default)
 * and on PostgreSQL: no errors, every save the server acknowledged (2xx) in `carts` with exactly
 * what was sent, and nobody waiting much longer than their turn (issue 19, item 3: fair under
 * overload). Served in turn, a request waits about connections ÷ throughput (a turn); before the
 * turn gate some waited the whole run. Its throughput depends on the machine, so the test holds
 * the 99th percentile to 2 s or three turns and the slowest request to 3 s or five turns,
 * whichever is longer; a request left behind waits tens of turns. The 2 s budget itself is the
 * bench's (`npm run bench -- --only=overload`, measured alone on a quiet machine).
 *
 * Like the bench, the test measures a warm server: first 5,000 saves at full concurrency (checked
 * like the others), then the 30 s. A cold server answers its first 200 requests at about a third
 * of its warm rate while the JIT compiles the route, so they took 1.1 to 1.9 s here and 2.0 to
 * 2.2 s on a slower CI run, where those 200 (1.4 % of the run) alone set the 99th percentile.
 */

const CONNECTIONS = 200;
const DURATION_SECONDS = 30;
const MAX_LATENCY_MS = 2000;
const MAX_SLOWEST_MS = 3000;
/** The bench's warm-up for a route (scripts/bench/http.mjs): fewer left the JIT still compiling. */
const WARM_UP_SAVES = 5_000;

const shops = shopOnEachDatabase();

describe.each(DATABASES)("load: saveCartData on %s", (database) => {
  it(`takes ${CONNECTIONS} connections for ${DURATION_SECONDS} s without an error, a lost write or a wait beyond its turn`, async () => {
    const { server, databaseUrl } = await shops.start(database);
    const sent = new Map<string, Save>();
    const acknowledged: Save[] = [];
    const failures = new Map<string, number>();
    let counter = 0;

    const requestErrors: string[] = [];
    let startedAt = Date.now();

    const drive = (length: { duration: number } | { amount: number }) => {
      startedAt = Date.now();
      const run = autocannon({
        url: server.baseUrl,
        connections: CONNECTIONS,
        ...length,
        // A request unanswered after 10 s is a timeout (an error): without one, a request that
        // waited for the whole run would never show in the latencies. Node used to leave new
        // connections in the accept queue for that long under load; src/server/load/turn-gate.ts.
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: "/api/cart/saveCartData",
            headers: { "content-type": "application/json" },
            setupRequest(request) {
              counter += 1;
              const save = makeSave(counter);
              sent.set(save.uuid, save);
              return { ...request, body: saveBody(save) };
            },
            onResponse(status, body) {
              if (status >= 200 && status < 300) {
                // The route echoes the uuid it stored, which ties the answer to the request.
                const save = sent.get((JSON.parse(body) as { uuid: string }).uuid);
                if (save) acknowledged.push(save);
                else failures.set("unknown uuid", (failures.get("unknown uuid") ?? 0) + 1);
              } else {
                failures.set(String(status), (failures.get(String(status)) ?? 0) + 1);
              }
            },
          },
        ],
      });
      run.on("reqError", (error) => {
        requestErrors.push(`${((Date.now() - startedAt) / 1000).toFixed(1)}s ${error.code ?? error.message}`);
      });
      return run;
    };

    const warmUp = await drive({ amount: WARM_UP_SAVES });
    expect(warmUp.errors + warmUp.timeouts + warmUp.non2xx).toBe(0);
    const warmUpUnanswered = sent.size - acknowledged.length;
    const result = await drive({ duration: DURATION_SECONDS });
    await shops.stop(server);

    const stored = database === "SQLite" ? readSqliteCarts(databaseUrl) : await readPostgresCarts(databaseUrl);
    const check = checkAcknowledged(acknowledged, stored);
    printFigures(`load ${database}`, {
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      warm_up_saves: warmUp.requests.total,
      requests_tried: sent.size,
      acknowledged: acknowledged.length,
      non_2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      req_per_s: Math.round(result.requests.average),
      latency_p50_ms: result.latency.p50,
      latency_p99_ms: result.latency.p99,
      latency_max_ms: result.latency.max,
      writes_checked: check.checked,
      writes_missing: check.missing.length,
      writes_different: check.different.length,
    });

    expect(requestErrors.slice(0, 20)).toEqual([]);
    expect(Object.fromEntries(failures)).toEqual({});
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    const fairWaitMs = (CONNECTIONS / Math.max(result.requests.average, 1)) * 1000;
    expect(result.latency.p99).toBeLessThanOrEqual(Math.max(MAX_LATENCY_MS, 3 * fairWaitMs));
    expect(result.latency.max).toBeLessThanOrEqual(Math.max(MAX_SLOWEST_MS, 5 * fairWaitMs));
    // Every warm-up save is answered; of the rest, only those still in flight when the 30 s ended.
    expect(warmUpUnanswered).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(sent.size - CONNECTIONS - 1);
    expect(acknowledged.length).toBeGreaterThan(CONNECTIONS);
    expect(check.missing).toEqual([]);
    expect(check.different).toEqual([]);
    expect(check.checked).toBe(acknowledged.length);
  });
});
