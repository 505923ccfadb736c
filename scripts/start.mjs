// `npm start`: builds the shop when there is no build or the sources changed since the last one,
// then serves it with `next start` on PORT (default 3000).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const buildId = join(root, ".next", "BUILD_ID");
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

function buildIsStale() {
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > builtAt);
}

const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");

if (buildIsStale()) {
  console.log("> Building the shop (first start or sources changed)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || "3000";
const server = spawn(process.execPath, [nextBin, "start", "-p", port], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
