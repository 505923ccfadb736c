// @ts-check
// What `npm start` and `npm run cluster` do before they serve: build the shop when there is no
// build, the sources changed since the last one, or a variable written into prerendered pages
// changed (ADR 0003). `npm run build` records those variables too, so a start after it does not
// build again.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bakedEnvSnapshot, changedBakedKeys } from "./baked-env.mjs";

/** What a build is made from: one of them newer than the build, and the build is stale. */
export const BUILD_INPUTS = [
  "src",
  "content",
  "public",
  "package-lock.json",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];

/**
 * The newest modification time under `path` (0 when it does not exist).
 * @param {string} path
 */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Why `root` needs a new build for `env`, or null.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | null}
 */
export function staleBecause(root, env) {
  const buildId = join(root, ".next", "BUILD_ID");
  const bakedEnvFile = join(root, ".next", "shop-baked-env.json");
  if (!existsSync(buildId)) return "first start";
  const builtAt = statSync(buildId).mtimeMs;
  if (BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt)) return "sources changed";
  if (!existsSync(bakedEnvFile)) return "built without a record of its variables";
  const changed = changedBakedKeys(JSON.parse(readFileSync(bakedEnvFile, "utf8")), bakedEnvSnapshot(env));
  return changed.length > 0 ? `${changed.join(", ")} changed` : null;
}

/**
 * `next build` of `root` with `env`, output to this terminal, then the record of the variables the
 * pages were built with (what staleBecause compares); exits the process with the build's code when
 * it fails.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 */
export function buildShop(root, env) {
  const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(join(root, ".next", "shop-baked-env.json"), `${JSON.stringify(bakedEnvSnapshot(env), null, 2)}\n`);
}

/**
 * Builds `root` when staleBecause says so.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 */
export function ensureBuild(root, env) {
  const reason = staleBecause(root, env);
  if (!reason) return;
  console.log(`> Building the shop (${reason})…`);
  buildShop(root, env);
}
