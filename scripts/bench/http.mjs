// @ts-check
// Server throughput and latency with autocannon (50 connections), each shop target beside its
// floor measured in the same run: a plain node:http server sending the same HTML bytes, and a
// plain node:http handler doing the same validated upsert through the same database layer.
// saveCartData is measured with 1,000 rows in `carts`, then again with 1,000,000.

import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { startFrameworkFloor } from "./floor-app.mjs";
import { ROOT, startChild, tempDir } from "./processes.mjs";

export const CONNECTIONS = 50;
/**
 * Retired budget, named where the figure is reported: with 50 closed-loop connections it asked for
 * over 2,000 saves a second, which the plain-Node floor doing the same upsert barely reaches here.
 */
export const SAVE_CART_P99_RETIRED_MS = 25;
/** The shop's trivial route, a database ping, and the empty app's constant answer at the same path. */
export const TRIVIAL_ROUTE_PATH = "/api/health";
/** Retired budget, named where the ratio is reported: the shop's trivial route beside the empty app's. */
export const TRIVIAL_ROUTE_MIN_RATIO = 0.9;
/** Retired budget, named where the ratio is reported: saveCartData beside the shop's trivial route. */
export const SAVE_CART_MIN_RATIO = 0.9;
export const SMALL_TABLE_ROWS = 1_000;
export const LARGE_TABLE_ROWS = 1_000_000;
/*
 * Warm-up sizes: enough at full concurrency for the JIT, the heap and the connection pool to
 * settle (a smaller warm-up left multi-second p99 tails in the first measured run), and few
 * enough pages to stay within seconds at tens of renders per second. The route handlers (the
 * trivial route, the cart) get more: after 200 requests the shop's `GET /api/health` still
 * served 415 req/s in its first 5 s turn and 720–780 in the seven after, the empty app's 502 and
 * then 630–940 (2026-11-28, turns alternating), so a comparison right after 200 weighed the
 * shop's larger code still compiling. Every server compared gets the same warm-up.
 */
const WARM_UP_PAGE_REQUESTS = 200;
const WARM_UP_ROUTE_REQUESTS = 5_000;

/** One gold line, as the browser sends it (cart is the items as a JSON string). */
export const CART_JSON = JSON.stringify([
  {
    sku: "osrs-gold",
    name: "OSRS Gold",
    subName: "750M",
    count: 1,
    pricePer: 14_250,
    totalPrice: 14_250,
    imageSrc: "/art/gold.svg",
    config: { millions: 750 },
  },
]);

/**
 * @typedef {object} LoadResult
 * @property {number} rps        average requests per second
 * @property {number | null} p50  ms; null when no request completed within the run
 * @property {number | null} p99  ms; null when no request completed within the run
 * @property {number} requests   completed requests
 * @property {number} non2xx
 * @property {number} errors     socket errors and timeouts
 */

/**
 * @typedef {object} Comparison
 * @property {string} target
 * @property {LoadResult} app
 * @property {LoadResult | null} floor
 * @property {string} [note]
 */

/**
 * @param {string} baseUrl
 * @param {{ path: string, method?: "GET" | "POST", durationS?: number, amount?: number, connections?: number, cart?: boolean }} options
 *   durationS: a timed run; amount: exactly that many requests, every one answered before it returns
 * @returns {Promise<LoadResult>}
 */
export async function load(
  baseUrl,
  { path: urlPath, method = "GET", durationS = 10, amount, connections = CONNECTIONS, cart = false },
) {
  /** @type {import("autocannon").Options} */
  const options = {
    url: baseUrl,
    connections,
    ...(amount ? { amount } : { duration: durationS }),
    timeout: 10,
    requests: [
      cart
        ? {
            method: "POST",
            path: urlPath,
            headers: { "content-type": "application/json" },
            // A new uuid per request: every request is a real insert, as a new visitor's first save.
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ uuid: randomUUID(), cart: CART_JSON, email: "" }),
            }),
          }
        : { method, path: urlPath },
    ],
  };
  const result = await autocannon(options);
  // A timed run ends with up to `connections` requests still being served; a second lets the
  // server finish them before the next run starts.
  if (!amount) await new Promise((resolve) => setTimeout(resolve, 1000));
  const completed = result.requests.total > 0;
  return {
    rps: result.requests.average,
    p50: completed ? result.latency.p50 : null,
    p99: completed ? result.latency.p99 : null,
    requests: result.requests.total,
    non2xx: result.non2xx,
    // autocannon's `errors` already includes its `timeouts` (no answer within 10 s).
    errors: result.errors,
  };
}

/**
 * An untimed warm-up first, so the measured run sees a warm JIT, caches and connection pool. A
 * fixed number of requests rather than a duration: every one is answered before the measured
 * run starts, so it never starts behind a backlog of abandoned warm-up requests.
 */
export async function warm(baseUrl, /** @type {{ path: string, cart?: boolean }} */ options) {
  const route = options.cart || options.path === TRIVIAL_ROUTE_PATH;
  await load(baseUrl, { ...options, amount: route ? WARM_UP_ROUTE_REQUESTS : WARM_UP_PAGE_REQUESTS });
}

/**
 * Starts a floor server script and waits for its "listening PORT" line.
 * @param {string[]} args  arguments after `node`
 * @param {NodeJS.ProcessEnv} env
 * @param {string} label
 */
export async function startFloor(args, env, label) {
  const server = startChild(process.execPath, args, { env: { ...process.env, ...env } });
  const deadline = Date.now() + 60_000;
  let port = 0;
  while (!port && Date.now() < deadline && server.child.exitCode === null) {
    const match = /listening (\d+)/.exec(server.output());
    if (match) port = Number(match[1]);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!port) {
    await server.stop();
    throw new Error(`${label} did not start:\n${server.output().slice(-3000)}`);
  }
  // "listening" is printed from the listen callback: the port is open.
  return { baseUrl: `http://127.0.0.1:${port}`, stop: server.stop };
}

/**
 * A page beside a plain server that sends the same bytes.
 * @param {string} appUrl @param {string} urlPath @param {string} target @param {number} durationS
 * @param {(line: string) => void} log
 * @returns {Promise<Comparison>}
 */
export async function comparePage(appUrl, urlPath, target, durationS, log) {
  const response = await fetch(`${appUrl}${urlPath}`);
  if (!response.ok) throw new Error(`${urlPath} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const file = path.join(tempDir("bench-floor-"), "page.html");
  writeFileSync(file, html);

  await warm(appUrl, { path: urlPath });
  const app = await load(appUrl, { path: urlPath, durationS });
  log(`http ${target}: app ${fmt(app)}`);

  const floorServer = await startFloor([path.join(ROOT, "scripts/bench/floor-static.mjs"), file], {}, "static floor");
  try {
    await warm(floorServer.baseUrl, { path: urlPath });
    const floor = await load(floorServer.baseUrl, { path: urlPath, durationS });
    log(`http ${target}: floor ${fmt(floor)}`);
    return { target: `${target} (${urlPath}, ${html.byteLength.toLocaleString("en")} B HTML)`, app, floor };
  } finally {
    await floorServer.stop();
  }
}

/**
 * Two loads of one target as one figure: mean throughput, summed counts, the worse latencies.
 * @param {LoadResult} a @param {LoadResult} b @returns {LoadResult}
 */
function combine(a, b) {
  const worse = (/** @type {number | null} */ x, /** @type {number | null} */ y) =>
    x === null || y === null ? null : Math.max(x, y);
  return {
    rps: (a.rps + b.rps) / 2,
    p50: worse(a.p50, b.p50),
    p99: worse(a.p99, b.p99),
    requests: a.requests + b.requests,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
}

/**
 * The shop's trivial route beside the empty Next.js app's (floor-app.mjs, built once per run),
 * same connections. The floor is built and both are warmed first; then they take turns, two
 * half-length runs each (shop, floor, shop, floor), so a change in the machine's load during
 * the comparison falls on both alike.
 * @param {string} appUrl @param {number} durationS @param {(line: string) => void} log
 * @returns {Promise<Comparison>}
 */
export async function compareTrivialRoute(appUrl, durationS, log) {
  const floorServer = await startFrameworkFloor(log);
  try {
    const half = Math.max(1, durationS / 2);
    await warm(appUrl, { path: TRIVIAL_ROUTE_PATH });
    await warm(floorServer.baseUrl, { path: TRIVIAL_ROUTE_PATH });
    /** @type {LoadResult[]} */
    const shop = [];
    /** @type {LoadResult[]} */
    const empty = [];
    for (let round = 0; round < 2; round++) {
      shop.push(await load(appUrl, { path: TRIVIAL_ROUTE_PATH, durationS: half }));
      empty.push(await load(floorServer.baseUrl, { path: TRIVIAL_ROUTE_PATH, durationS: half }));
    }
    const app = combine(/** @type {LoadResult} */ (shop[0]), /** @type {LoadResult} */ (shop[1]));
    const floor = combine(/** @type {LoadResult} */ (empty[0]), /** @type {LoadResult} */ (empty[1]));
    log(`http ${TRIVIAL_ROUTE_PATH} shop (SQLite): ${fmt(app)}`);
    log(`http ${TRIVIAL_ROUTE_PATH} empty Next.js app: ${fmt(floor)}`);
    return {
      target: `GET ${TRIVIAL_ROUTE_PATH} on SQLite, beside an empty Next.js app's route handler (constant JSON, no-store; turns of ${half} s)`,
      app,
      floor,
    };
  } finally {
    await floorServer.stop();
  }
}

/**
 * saveCartData and the trivial route on one server in turns, half-length runs each, so the
 * machine's load changes fall on both alike. `reset` runs before each cart turn (the table's size).
 * @param {string} appUrl @param {string} urlPath @param {number} durationS @param {() => Promise<void>} [reset]
 */
async function cartInTurns(appUrl, urlPath, durationS, reset) {
  const half = Math.max(1, durationS / 2);
  /** @type {LoadResult[]} */
  const routes = [];
  /** @type {LoadResult[]} */
  const carts = [];
  for (let round = 0; round < 2; round++) {
    routes.push(await load(appUrl, { path: TRIVIAL_ROUTE_PATH, durationS: half }));
    if (reset && round === 0) await reset();
    carts.push(await load(appUrl, { path: urlPath, durationS: half, cart: true }));
  }
  return {
    cart: combine(/** @type {LoadResult} */ (carts[0]), /** @type {LoadResult} */ (carts[1])),
    route: combine(/** @type {LoadResult} */ (routes[0]), /** @type {LoadResult} */ (routes[1])),
  };
}

/**
 * saveCartData on one database: shop vs floor with 1,000 rows, then the shop with 1,000,000.
 * @param {{ appUrl: string, databaseUrl: string, dialect: "sqlite" | "postgres", durationS: number, log: (line: string) => void, large: boolean }} options
 * Each cart figure comes with the shop's trivial route measured in turns with it on the same
 * server (route, cart, route, cart; half-length runs), for the cart ÷ trivial route budget.
 * @returns {Promise<{ small: Comparison, smallRoute: LoadResult, large: (LoadResult & { rowsAtStart: number, fillMs: number }) | null, largeRoute: LoadResult | null }>}
 */
export async function compareSaveCart({ appUrl, databaseUrl, dialect, durationS, log, large }) {
  const urlPath = "/api/cart/saveCartData";
  const table = await openCarts(dialect, databaseUrl);
  try {
    await warm(appUrl, { path: urlPath, cart: true });
    await table.fill(SMALL_TABLE_ROWS);
    await warm(appUrl, { path: TRIVIAL_ROUTE_PATH });
    const { cart: app, route: smallRoute } = await cartInTurns(appUrl, urlPath, durationS, () =>
      table.fill(SMALL_TABLE_ROWS),
    );
    log(`http saveCartData ${dialect}: app ${fmt(app)}`);
    log(`http ${TRIVIAL_ROUTE_PATH} ${dialect} beside it: ${fmt(smallRoute)}`);

    const floorServer = await startFloor(
      [
        path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
        "--conditions=react-server",
        path.join(ROOT, "scripts/bench/floor-cart.ts"),
      ],
      { DATABASE_URL: databaseUrl, NODE_ENV: "production" },
      `saveCartData floor (${dialect})`,
    );
    /** @type {LoadResult} */
    let floor;
    try {
      await warm(floorServer.baseUrl, { path: urlPath, cart: true });
      await table.fill(SMALL_TABLE_ROWS);
      floor = await load(floorServer.baseUrl, { path: urlPath, durationS, cart: true });
      log(`http saveCartData ${dialect}: floor ${fmt(floor)}`);
    } finally {
      await floorServer.stop();
    }
    const small = {
      target: `POST ${urlPath} on ${dialect === "sqlite" ? "SQLite" : "PostgreSQL"} (${SMALL_TABLE_ROWS.toLocaleString("en")} rows at start)`,
      app,
      floor,
    };
    if (!large) return { small, smallRoute, large: null, largeRoute: null };

    const started = performance.now();
    await table.fill(LARGE_TABLE_ROWS);
    const fillMs = performance.now() - started;
    log(
      `carts on ${dialect} filled with ${LARGE_TABLE_ROWS.toLocaleString("en")} rows in ${(fillMs / 1000).toFixed(1)} s`,
    );
    await warm(appUrl, { path: urlPath, cart: true });
    const rowsAtStart = await table.count();
    const { cart: big, route: largeRoute } = await cartInTurns(appUrl, urlPath, durationS);
    log(`http saveCartData ${dialect} at ${rowsAtStart.toLocaleString("en")} rows: app ${fmt(big)}`);
    log(`http ${TRIVIAL_ROUTE_PATH} ${dialect} beside it: ${fmt(largeRoute)}`);
    return { small, smallRoute, large: { ...big, rowsAtStart, fillMs }, largeRoute };
  } finally {
    await table.close();
  }
}

/**
 * Direct access to the shop's `carts` table, to set its size between runs. Rows look like real
 * ones (a 32-character key, one gold line, timestamps a second apart) and are written in one
 * statement in key order, so a million take seconds, not a minute: random keys would make every
 * insert land in a random page of the primary-key index. The requests measured afterwards use
 * random uuids, spread over that full index, as real ones are.
 * @param {"sqlite" | "postgres"} dialect @param {string} databaseUrl
 */
async function openCarts(dialect, databaseUrl) {
  if (dialect === "sqlite") {
    const db = new Database(path.resolve(ROOT, databaseUrl));
    db.pragma("busy_timeout = 10000");
    return {
      /** @param {number} rows */
      fill: async (rows) => {
        db.prepare("DELETE FROM carts").run();
        db.prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
           INSERT INTO carts (uuid, items_json, email, created_at, updated_at)
           SELECT printf('bench%027d', i), ?, '', t, t
           FROM (SELECT i, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (? - i) || ' seconds') AS t FROM n)`,
        ).run(rows, CART_JSON, rows);
        db.pragma("wal_checkpoint(TRUNCATE)");
      },
      count: async () => Number(/** @type {{ n: number }} */ (db.prepare("SELECT count(*) AS n FROM carts").get()).n),
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    /** @param {number} rows */
    fill: async (rows) => {
      await client.query("TRUNCATE carts");
      await client.query(
        `INSERT INTO carts (uuid, items_json, email, created_at, updated_at)
         SELECT 'bench' || lpad(i::text, 27, '0'), $2, '', t, t
         FROM (SELECT i, to_char((now() - ($1::int - i) * interval '1 second') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS t
               FROM generate_series(1, $1::int) AS i) AS s`,
        [rows, CART_JSON],
      );
      await client.query("ANALYZE carts");
    },
    count: async () => Number((await client.query("SELECT count(*) AS n FROM carts")).rows[0].n),
    close: async () => client.end(),
  };
}

/** @param {LoadResult} r */
export function fmt(r) {
  const bad = r.non2xx || r.errors ? ` [${r.non2xx} non-2xx, ${r.errors} errors]` : "";
  if (r.p50 === null) return `no request completed${bad}`;
  return `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${bad}`;
}
