// @ts-check
// What `npm start` and `npm run cluster` do before they serve: build the shop when there is no
// build, the sources changed since the last one, or a variable written into prerendered pages
// changed (ADR 0003).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bakedEnvSnapshot, changedBakedKeys } from "./baked-env.mjs";

const INPUTS = [
  "src",
  "content",
  "public",
  "package-lock.json",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];

/** @param {string} path */
function newestMtime(path) {
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
  if (INPUTS.some((input) => newestMtime(join(root, input)) > builtAt)) return "sources changed";
  if (!existsSync(bakedEnvFile)) return "built outside npm start";
  const changed = changedBakedKeys(JSON.parse(readFileSync(bakedEnvFile, "utf8")), bakedEnvSnapshot(env));
  return changed.length > 0 ? `${changed.join(", ")} changed` : null;
}

/**
 * Builds `root` with `next build` when staleBecause says so, output to this terminal; exits the
 * process with the build's code when it fails.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 */
export function ensureBuild(root, env) {
  const reason = staleBecause(root, env);
  if (!reason) return;
  console.log(`> Building the shop (${reason})…`);
  const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(join(root, ".next", "shop-baked-env.json"), `${JSON.stringify(bakedEnvSnapshot(env), null, 2)}\n`);
}
