import { readFileSync } from "node:fs";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { postOrderTo } from "../support/order-request";
import { printFigures, sleep } from "./support/resilience";
import { DATABASES, shopOnEachDatabase } from "./support/shop-on-each-database";

/*
 * Issue 38, item 1: one client holding the link of one pending manual order (free to make) opens
 * STREAMS event streams on it against `next start`, on SQLite and on PostgreSQL, all kept open,
 * while /api/health is asked every HEALTH_EVERY_MS and the server's resident memory is sampled.
 * Before the caps every stream was taken: a few thousand grew the process by hundreds of MB and,
 * at ~20,000, it stopped answering. With them, a handful are open (the order's cap) and the rest
 * get 429 (503 when the process is full) with Retry-After at once; health answers within 1 s
 * throughout and memory stays within MAX_RSS_GROWTH_MB of what it was before. The API rate limit
 * is raised out of reach (UNLIMITED_ENV), so the caps alone hold the line. When the client goes,
 * its streams' slots are free again: a new stream opens.
 */

const STREAMS = 5_000;
/**
 * Requests in flight at once. What this suite holds is the cost of streams kept open; a client
 * with 200 requests always in flight is a plain request flood, the load suite's subject (its p99
 * budget is 2 s, a turn of the fair queue), and is for the proxy to cut (docs/operations.md).
 */
const IN_FLIGHT = 50;
const HEALTH_EVERY_MS = 100;
const MAX_HEALTH_MS = 1_000;
/**
 * Chosen by measurement on the project's 2-core machine: with the caps the process grew by 176 to
 * 196 MB during the flood, nothing of it held by a stream (V8 and the allocator keeping what 5,000
 * requests' garbage made them take; it grows little in the flood's second half, printed as
 * rss_mid_mb); without them by about 80 KB a stream, so by 240 MB at 3,000 streams and past this
 * ceiling at 5,000, and on without end.
 */
const MAX_RSS_GROWTH_MB = 300;

const shops = shopOnEachDatabase();

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((text) => text.startsWith("VmRSS:"));
  return Math.round(Number(line?.replace(/\D+/g, "") ?? 0) / 1024);
}

/** A pending manual (Zelle) order through the checkout API; answers its events path. */
async function pendingOrderEvents(baseUrl: string): Promise<string> {
  const placed = await postOrderTo(baseUrl, {
    method: "zelle",
    profile: { email: "flood@example.com", name: "Zezima", phone: "", rsn: "Zezima" },
  });
  expect(placed.status).toBe(201);
  const { orderPath } = (await placed.json()) as { orderPath: string };
  const page = new URL(orderPath, baseUrl);
  return `/api${page.pathname}/events${page.search}`;
}

type Answer = { status: number; retryAfter?: string; error?: string };

/** One raw request on a socket of its own; an accepted stream stays open (its socket kept) until `closeAll`. */
function openStream(baseUrl: string, path: string, held: http.ClientRequest[]): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((done) => {
    const request = http.get({ hostname, port, path, agent: false }, (response) => {
      const retryAfter = response.headers["retry-after"];
      response.resume();
      done({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === "string" ? retryAfter : undefined });
    });
    request.on("error", (error: NodeJS.ErrnoException) => done({ status: 0, error: error.code ?? error.message }));
    held.push(request);
  });
}

/** Asks /api/health every HEALTH_EVERY_MS until stopped; a request unanswered in 5 s counts as 5 s. */
function watchHealth(baseUrl: string) {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
        .then((response) => response.ok)
        .catch(() => false);
      latencies.push(performance.now() - started);
      if (!ok) failures += 1;
      await sleep(HEALTH_EVERY_MS);
    }
  })();
  return {
    latencies,
    failures: () => failures,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}

describe.each(DATABASES)("stream flood on %s", (database) => {
  it(`stays answering health within ${MAX_HEALTH_MS} ms and bounded in memory under ${STREAMS} streams of one order`, async () => {
    const { server } = await shops.start(database);
    const pid = server.process.pid as number;
    const events = await pendingOrderEvents(server.baseUrl);
    // Warm: the route compiled and one stream opened and closed before the baseline is read.
    const warm: http.ClientRequest[] = [];
    expect((await openStream(server.baseUrl, events, warm)).status).toBe(200);
    for (const request of warm) request.destroy();
    await fetch(`${server.baseUrl}/api/health`);
    const baselineMb = rssMb(pid);
    let peakMb = baselineMb;
    let midMb = 0;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(pid));
    }, 100);

    const health = watchHealth(server.baseUrl);
    const held: http.ClientRequest[] = [];
    const answers: Answer[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < STREAMS) {
          next += 1;
          if (next === STREAMS / 2) midMb = rssMb(pid);
          answers.push(await openStream(server.baseUrl, events, held));
        }
      }),
    );
    const floodSeconds = (performance.now() - started) / 1000;
    // The accepted streams stay open a while longer, health still asked.
    await sleep(2_000);
    await health.stop();
    clearInterval(sampler);
    peakMb = Math.max(peakMb, rssMb(pid));

    // The client goes: every socket closed. Its streams' slots come back, and a new stream opens.
    for (const request of held) request.destroy();
    let reopened: Answer = { status: 0 };
    const deadline = Date.now() + 10_000;
    while (reopened.status !== 200 && Date.now() < deadline) {
      const probe: http.ClientRequest[] = [];
      reopened = await openStream(server.baseUrl, events, probe);
      for (const request of probe) request.destroy();
      if (reopened.status !== 200) await sleep(100);
    }

    const byStatus = new Map<string, number>();
    for (const answer of answers) {
      const key = answer.error ?? String(answer.status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const refused = answers.filter((answer) => answer.status === 429 || answer.status === 503);
    printFigures(`stream-flood ${database}`, {
      streams_tried: STREAMS,
      flood_s: floodSeconds.toFixed(1),
      accepted: byStatus.get("200") ?? 0,
      refused_429: byStatus.get("429") ?? 0,
      refused_503: byStatus.get("503") ?? 0,
      other: answers.length - (byStatus.get("200") ?? 0) - refused.length,
      health_checks: health.latencies.length,
      health_failures: health.failures(),
      health_p99_ms: percentile(health.latencies, 99),
      health_max_ms: Math.round(Math.max(...health.latencies)),
      rss_baseline_mb: baselineMb,
      rss_mid_mb: midMb,
      rss_peak_mb: peakMb,
      rss_growth_mb: peakMb - baselineMb,
    });

    expect(Object.fromEntries(byStatus)).toEqual(
      Object.fromEntries(
        [...byStatus.keys()]
          .filter((key) => ["200", "429", "503"].includes(key))
          .map((key) => [key, byStatus.get(key)]),
      ),
    );
    expect(byStatus.get("200") ?? 0).toBeLessThanOrEqual(10);
    expect(refused.length).toBeGreaterThanOrEqual(STREAMS - 10);
    expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
    expect(health.failures()).toBe(0);
    expect(Math.max(...health.latencies)).toBeLessThan(MAX_HEALTH_MS);
    expect(peakMb - baselineMb).toBeLessThan(MAX_RSS_GROWTH_MB);
    expect(reopened.status).toBe(200);

    await shops.stop(server);
  });
});
