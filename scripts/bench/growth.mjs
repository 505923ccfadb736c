// @ts-check
// Growth of the content side: one extra build of a temporary copy of the project with 1,000 blog
// articles (the real ones plus generated ones) and the catalogue multiplied by 10 (every product
// copied with unique skus, slugs and paths), so one build serves both measurements. The copy
// gets node_modules as hard links (seconds, no extra disk; Turbopack refuses a node_modules
// symlink that points out of the project) and is deleted at the end.

import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { measureBundles } from "./bundles.mjs";
import { load, warm } from "./http.mjs";
import { ROOT, runToEnd, startNext, tempDir } from "./processes.mjs";

export const TOTAL_ARTICLES = 1_000;
export const CATALOGUE_FACTOR = 10;
export const LISTING_PATH = "/osrs-pvm";
export const LISTING_DURATION_S = 5;
/** Fewer than the throughput runs: this one is about how a heavier page's latency grows, not queueing. */
export const LISTING_CONNECTIONS = 10;

/** What the copy leaves out: dependencies (linked), build output, data, VCS and test output. */
const SKIP = new Set(["node_modules", ".next", "data", ".git", "test-results", "coverage"]);

/**
 * @typedef {object} ContentWeight
 * @property {number} articles
 * @property {number} products
 * @property {number | null} buildMs
 * @property {number} blogHtmlGzip
 * @property {number} blogJsGzip
 * @property {number} listingHtmlBytes
 * @property {number} listingHtmlGzip
 * @property {import("./http.mjs").LoadResult} listingLoad
 */

/** @param {string} dir */
export function countMarkdown(dir) {
  /** @param {string} d @returns {number} */
  const walk = (d) =>
    readdirSync(d, { withFileTypes: true }).reduce(
      (n, entry) => n + (entry.isDirectory() ? walk(path.join(d, entry.name)) : entry.name.endsWith(".md") ? 1 : 0),
      0,
    );
  return walk(dir);
}

/**
 * Measures /blog and the listing page on a running server of a given build.
 * @param {string} baseUrl @param {string} projectDir
 * @param {{ articles: number, products: number, buildMs: number | null }} facts
 * @returns {Promise<ContentWeight>}
 */
export async function measureContent(baseUrl, projectDir, facts) {
  const blogHtml = Buffer.from(await (await fetch(`${baseUrl}/blog`)).arrayBuffer());
  const blogJs = measureBundles({ projectDir }).routes.find((r) => r.route === "/blog");
  const listingResponse = await fetch(`${baseUrl}${LISTING_PATH}`);
  if (!listingResponse.ok) throw new Error(`${LISTING_PATH} answered ${listingResponse.status}`);
  const listingHtml = Buffer.from(await listingResponse.arrayBuffer());
  await warm(baseUrl, { path: LISTING_PATH });
  const listingLoad = await load(baseUrl, {
    path: LISTING_PATH,
    durationS: LISTING_DURATION_S,
    connections: LISTING_CONNECTIONS,
  });
  return {
    ...facts,
    blogHtmlGzip: gzipSync(blogHtml, { level: 9 }).byteLength,
    blogJsGzip: blogJs?.gzipBytes ?? 0,
    listingHtmlBytes: listingHtml.byteLength,
    listingHtmlGzip: gzipSync(listingHtml, { level: 9 }).byteLength,
    listingLoad,
  };
}

/** How many products the catalogue registry of a project folder holds. @param {string} projectDir */
export async function countProducts(projectDir) {
  const { output } = await runToEnd(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(projectDir, "scripts/bench/count-products.ts")],
    { cwd: projectDir, label: "count products" },
  );
  return Number.parseInt(output.trim().split("\n").pop() ?? "", 10);
}

/**
 * Copies the project, grows it, builds it, serves it on SQLite and measures it.
 * @param {(line: string) => void} log
 * @returns {Promise<ContentWeight>}
 */
export async function measureGrownBuild(log) {
  const dir = tempDir("bench-growth-");
  const copy = path.join(dir, "shop");
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(ROOT, source);
      return !SKIP.has(relative.split(path.sep)[0] ?? "") || relative === "";
    },
  });
  await linkNodeModules(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), log);

  const blogDir = path.join(copy, "content", "blog");
  const real = countMarkdown(blogDir);
  generateArticles(path.join(blogDir, "bench-generated"), TOTAL_ARTICLES - real);
  multiplyCatalogue(copy, CATALOGUE_FACTOR);
  log(`growth: copy in ${copy} with ${TOTAL_ARTICLES} articles and the catalogue ×${CATALOGUE_FACTOR}; building…`);

  const build = await runToEnd(process.execPath, [path.join(copy, "node_modules/next/dist/bin/next"), "build"], {
    cwd: copy,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    label: "next build (grown copy)",
  });
  log(`growth: built in ${(build.ms / 1000).toFixed(1)} s`);

  const server = await startNext({ cwd: copy, databaseUrl: path.join(dir, "shop.sqlite"), label: "grown copy" });
  try {
    const products = await countProducts(copy);
    return await measureContent(server.baseUrl, copy, {
      articles: countMarkdown(blogDir),
      products,
      buildMs: build.ms,
    });
  } finally {
    await server.stop();
  }
}

/**
 * Hard links when the temp folder is on the same filesystem (cp -al), a plain copy otherwise.
 * @param {string} from @param {string} to @param {(line: string) => void} log
 */
export async function linkNodeModules(from, to, log) {
  try {
    await runToEnd("cp", ["-al", from, to], { label: "cp -al node_modules" });
  } catch {
    log("growth: node_modules cannot be hard-linked into the temp folder; copying it (slower)");
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

/**
 * Articles shaped like the real ones: front matter as content/blog, about 700 words with
 * headings, a list and a table, so rendering and the listing do comparable work.
 * @param {string} dir @param {number} count
 */
function generateArticles(dir, count) {
  mkdirSync(dir, { recursive: true });
  const covers = ["/art/fire-cape.svg", "/art/gold.svg"];
  const tags = ["Bossing", "Skilling", "Quests", "Money making", "Ironman", "Guides"];
  const paragraph =
    "Plan the trip before you leave the bank: the right inventory saves more time than any single upgrade. " +
    "Bring food that heals in one tick, a teleport out, and a spare set of potions for the second kill. " +
    "Most deaths come from rushing, not from low stats, so take the first attempts slowly and learn the attack patterns. ";
  for (let i = 0; i < count; i++) {
    const n = String(i + 1).padStart(4, "0");
    const date = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const body = [
      `Generated article ${n} for the benchmark's growth measurement.`,
      "",
      ...Array.from({ length: 4 }, (_, s) => [
        `## Section ${s + 1}`,
        "",
        paragraph.repeat(3),
        "",
        "- Bring a teleport\n- Bring food\n- Bring potions",
        "",
        "| Item | Why |\n| --- | --- |\n| Prayer potion | Keeps protection up |\n| Shark | Heals 20 |",
        "",
      ]).flat(),
    ].join("\n");
    const front = [
      "---",
      `title: "Benchmark article ${n}"`,
      `description: "Generated article ${n}: a guide-length text used to measure how the blog grows."`,
      `date: "${date}"`,
      'author: "RuneForge team"',
      `tags: ["${tags[i % tags.length]}"]`,
      `cover: "${covers[i % covers.length]}"`,
      "draft: false",
      "---",
      "",
    ].join("\n");
    writeFileSync(path.join(dir, `${1000 + i}-benchmark-article-${n}.md`), `${front}${body}\n`);
  }
}

/**
 * Adds a generated module that copies every product of every line `factor - 1` times, and wraps
 * the registry's INPUTS with it. The copies get unique skus, slugs and paths ("-x2"…) so the
 * registry's uniqueness checks and the product pages' static params still hold.
 * @param {string} copy @param {number} factor
 */
function multiplyCatalogue(copy, factor) {
  const registry = path.join(copy, "src", "domain", "catalogue", "catalogue.ts");
  writeFileSync(
    path.join(copy, "src", "domain", "catalogue", "bench-multiplied.ts"),
    `// Generated by scripts/bench/growth.mjs in a temporary copy: the catalogue ×${factor}.
type LineInput = { products: readonly { sku: string; slug: string; name: string; path?: string }[] };

export function multiplyLines<L extends LineInput>(lines: readonly L[], factor: number): L[] {
  return lines.map((line) => ({
    ...line,
    products: line.products.flatMap((product) => [
      product,
      ...Array.from({ length: factor - 1 }, (_, i) => ({
        ...product,
        sku: \`\${product.sku}-x\${i + 2}\`,
        slug: \`\${product.slug}-x\${i + 2}\`,
        name: \`\${product.name} \${i + 2}\`,
        ...(product.path ? { path: \`\${product.path}-x\${i + 2}\` } : {}),
      })),
    ]),
  }));
}
`,
  );
  const source = readFileSync(registry, "utf8");
  const pattern = /const INPUTS = \[([\s\S]*?)\];/;
  if (!pattern.test(source)) {
    throw new Error(
      "growth: src/domain/catalogue/catalogue.ts has no `const INPUTS = [...]` to multiply; update scripts/bench/growth.mjs",
    );
  }
  writeFileSync(
    registry,
    `import { multiplyLines } from "./bench-multiplied";\n${source.replace(
      pattern,
      (_all, inner) => `const INPUTS = multiplyLines([${inner}], ${factor});`,
    )}`,
  );
}

/** The back office's order list, every filter and search, at p95. */
export const ADMIN_ORDERS_ROWS = 1_000_000;
export const ADMIN_ORDERS_P95_BUDGET_MS = 100;

/**
 * @typedef {object} AdminOrdersResult
 * @property {string} dialect
 * @property {number} orders
 * @property {number} runs
 * @property {number} seedMs
 * @property {{ label: string, kind: "list" | "export", medianMs: number, p95Ms: number, maxMs: number }[]} timings
 */

/**
 * Runs scripts/bench/admin-orders.ts (the production listOrders and CSV export against a fresh
 * database of ADMIN_ORDERS_ROWS orders) on SQLite (a temporary file) or on an empty PostgreSQL
 * database, and reads the JSON line it ends with.
 * @param {{ databaseUrl?: string, rows?: number }} options
 * @returns {Promise<AdminOrdersResult>}
 */
export async function measureAdminOrders({ databaseUrl, rows = ADMIN_ORDERS_ROWS }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, ROWS: String(rows), NODE_ENV: "production", LOG_LEVEL: "warn" };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const { output } = await runToEnd(
    process.execPath,
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      path.join(ROOT, "scripts/bench/admin-orders.ts"),
      "--json",
    ],
    { env, label: "admin-orders" },
  );
  const last = output.trim().split("\n").pop() ?? "";
  return JSON.parse(last);
}
