#!/usr/bin/env node

// @ts-check
// `npm run cluster`: the shop as docs/operations.md deploys it, on this machine. PostgreSQL (a
// throwaway server in a temporary folder unless DATABASE_URL names one), two production instances
// (`next start`, each on its own copy of the build) and Debian's nginx in front, running
// deploy/nginx/runeforge.conf as it is, on PORT (3000 by default). Builds first when the build is
// missing or stale, like `npm start`. Ctrl-C stops everything it started, and nothing else.
//
//   npm run cluster                                  # http://localhost:3000
//   PORT=8080 INSTANCES=3 npm run cluster
//   DATABASE_URL=postgres://shop:…@db:5432/shop npm run cluster

import { ROOT, startCluster } from "./lib/cluster.mjs";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { aptInstall } from "./lib/ensure-chromium.mjs";
import { ensureNginx } from "./lib/ensure-nginx.mjs";
import { hasPostgresBinaries } from "./lib/throwaway-postgres.mjs";

const port = Number(process.env.PORT || 3000);
const instances = Number(process.env.INSTANCES || 2);
const databaseUrl = process.env.DATABASE_URL || undefined;

if (!Number.isInteger(port) || port < 1 || port > 65_535) fail(`PORT must be a port number, not ${process.env.PORT}`);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) fail("INSTANCES must be between 1 and 8");
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail("DATABASE_URL must be a PostgreSQL URL: instances cannot share a SQLite file (docs/operations.md)");
}

await ensureNginx();
if (!databaseUrl && !(await hasPostgresBinaries())) {
  if (process.getuid?.() !== 0)
    fail("PostgreSQL 15 is not installed: `apt-get install -y postgresql-15`, or set DATABASE_URL");
  console.log("PostgreSQL 15 server binaries not found; installing postgresql-15 with apt-get…");
  await aptInstall(["postgresql-15"]);
}
// Like `npm start`: SITE_URL (the address in links and prerendered pages) is the environment's,
// http://localhost:3000 unless set; with another PORT, set SITE_URL to match.
ensureBuild(ROOT, process.env);

console.log(`> Starting ${instances} instances${databaseUrl ? "" : " and a throwaway PostgreSQL"}…`);
const width = Math.max(5, `app-${instances}`.length);
const cluster = await startCluster({
  port,
  databaseUrl,
  instances,
  onOutput: (source, line) => console.log(`${source.padEnd(width)} | ${line}`),
}).catch((error) => fail(error instanceof Error ? error.message : String(error)));

let stopping = false;
/** @param {number} code */
async function shutDown(code) {
  if (stopping) return;
  stopping = true;
  console.log("> Stopping nginx, the instances and PostgreSQL…");
  await cluster.stop();
  process.exit(code);
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => void shutDown(0));
}

const database = cluster.throwawayDatabase
  ? `a throwaway PostgreSQL (${cluster.databaseUrl}, removed at exit)`
  : "DATABASE_URL";
console.log(
  [
    "",
    `> RuneForge cluster on http://localhost:${port} (nginx, deploy/nginx/runeforge.conf)`,
    ...cluster.instances.map((instance) => `    ${instance.name}: ${instance.url} (pid ${instance.pid()})`),
    `  on ${database}.`,
    "  Ctrl-C stops everything.",
    "",
  ].join("\n"),
);

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`npm run cluster: ${message}`);
  process.exit(1);
}
