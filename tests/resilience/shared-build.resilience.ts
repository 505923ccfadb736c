import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectCopy } from "../../scripts/lib/project-copy.mjs";
import { type RunningServer, startShopServer } from "../e2e/support/server";
import { runBundledCli } from "../support/cli-bundle";
import { printFigures, sleep, UNLIMITED_ENV } from "./support/resilience";

/*
 * Issue 41, item 5: servers started from one build folder (as PM2's cluster mode or a systemd
 * template runs them), each on its own database, each show their own catalogue. Next's default
 * page cache wrote the pages a server rendered again into the build folder, where the other
 * servers, and any server started later, read them: one shop showed another's prices and minimum
 * order. Next now keeps what a server renders in that server's memory (`isrFlushToDisk: false` in
 * next.config.ts) and only reads the build's own prerendered files.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const PRICE_SKU = "quest-dragon-slayer-ii";
const PRICE_PATH = "/osrs-quests/dragon-slayer-ii";
/** Prices less the shop's 10 % discount, as the product page's structured data gives them: no rounding involved. */
const PRICE_A = { cents: "4320", shown: "38.88" };
const PRICE_B = { cents: "5430", shown: "48.87" };
/** The cluster suite's bound for a price change to show (docs/operations.md). */
const PRICE_LIMIT_MS = 10_000;

const dir = mkdtempSync(join(tmpdir(), "shop-shared-build-"));
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The price the product page shows (its structured data's offer), from this server. */
async function priceOn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.baseUrl}${PRICE_PATH}`);
  expect(response.status).toBe(200);
  const price = /"price":"([0-9.]+)"/.exec(await response.text())?.[1];
  if (!price) throw new Error(`${server.baseUrl}${PRICE_PATH} shows no price`);
  return price;
}

/** How long the server took to show `price`, in ms. */
async function showsWithin(server: RunningServer, price: string, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const shown = await priceOn(server);
    if (shown === price) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`${server.baseUrl} still shows ${shown}, not ${price}`);
    await sleep(200);
  }
}

/** Every file of the build's pages with its modification time: what a server would have written. */
function pageFiles(project: string): Map<string, number> {
  const root = join(project, ".next", "server", "app");
  const files = new Map<string, number>();
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    files.set(name, statSync(join(root, name)).mtimeMs);
  }
  return files;
}

async function start(project: string, name: string): Promise<RunningServer> {
  const server = await startShopServer({ ...UNLIMITED_ENV, DATABASE_URL: join(dir, `${name}.sqlite`) }, { project });
  servers.push(server);
  return server;
}

describe("several servers of one build folder, each on its own database", () => {
  it("each shows its own prices, also one started after the others re-rendered their pages", async () => {
    // One folder for all: the repository's build stays as the other suites expect it.
    const project = projectCopy(ROOT, join(dir, "build"));
    const builtPages = pageFiles(project);
    const a = await start(project, "a");
    const b = await start(project, "b");
    const seedPrice = await priceOn(a);
    expect([PRICE_A.shown, PRICE_B.shown]).not.toContain(seedPrice);

    await runBundledCli("catalogue", join(dir, "a.sqlite"), ["set", PRICE_SKU, "--price", PRICE_A.cents]);
    const shownOnA = await showsWithin(a, PRICE_A.shown, PRICE_LIMIT_MS);
    // B's database still has the seed's price: A's page is not B's, on B's first visit either.
    expect(await priceOn(b)).toBe(seedPrice);

    await runBundledCli("catalogue", join(dir, "b.sqlite"), ["set", PRICE_SKU, "--price", PRICE_B.cents]);
    const shownOnB = await showsWithin(b, PRICE_B.shown, PRICE_LIMIT_MS);
    expect(await priceOn(a)).toBe(PRICE_A.shown);

    // A server started now on a fresh database finds nothing of A's or B's in the folder.
    const c = await start(project, "c");
    expect(await priceOn(c)).toBe(seedPrice);
    // Nothing a server rendered went into the shared folder.
    expect(pageFiles(project)).toEqual(builtPages);
    printFigures("shared-build", { servers: 3, price_shown_ms: `a:${shownOnA}/b:${shownOnB}`, page_files_written: 0 });
  });
});
