// `npm start`: builds the shop when there is no build, the sources changed since the last one, or
// a variable that is written into prerendered pages changed (ADR 0003), then serves it with
// `next start` on PORT (default 3000).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bakedEnvSnapshot, changedBakedKeys } from "./lib/baked-env.mjs";

const root = new URL("..", import.meta.url).pathname;
const buildId = join(root, ".next", "BUILD_ID");
const bakedEnvFile = join(root, ".next", "shop-baked-env.json");
const inputs = [
  "src",
  "content",
  "public",
  "package-lock.json",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** @returns {string | null} why a new build is needed, or null */
function staleBecause() {
  if (!existsSync(buildId)) return "first start";
  const builtAt = statSync(buildId).mtimeMs;
  if (inputs.some((input) => newestMtime(join(root, input)) > builtAt)) return "sources changed";
  if (!existsSync(bakedEnvFile)) return "built outside npm start";
  const changed = changedBakedKeys(JSON.parse(readFileSync(bakedEnvFile, "utf8")), bakedEnvSnapshot(process.env));
  return changed.length > 0 ? `${changed.join(", ")} changed` : null;
}

const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");

const reason = staleBecause();
if (reason) {
  console.log(`> Building the shop (${reason})…`);
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(bakedEnvFile, `${JSON.stringify(bakedEnvSnapshot(process.env), null, 2)}\n`);
}

const port = process.env.PORT || "3000";
const server = spawn(process.execPath, [nextBin, "start", "-p", port], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
