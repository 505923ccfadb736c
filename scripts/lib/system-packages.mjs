// @ts-check
// The scripts' side of .ci/system-packages, the one installer of the system packages (and the one
// place that knows how to tell each is there): ask it what is missing; as root, have it install
// that, saying so; otherwise say what is missing and the command that installs it.

import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** The installer, by its path from the repository's root. */
export const SYSTEM_PACKAGES_SCRIPT = path.join(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."),
  ".ci",
  "system-packages",
);

/**
 * Which of `names` (python3, make, g++, postgresql-15, nginx, chromium) are missing.
 * @param {readonly string[]} names
 * @returns {Promise<string[]>}
 */
export async function missingSystemPackages(names) {
  if (names.length === 0) return [];
  try {
    await execFileAsync(SYSTEM_PACKAGES_SCRIPT, ["--check", ...names]);
    return [];
  } catch (error) {
    const { code, stdout } = /** @type {{ code?: number, stdout?: string }} */ (error);
    if (code !== 1) throw error;
    return String(stdout).split("\n").filter(Boolean);
  }
}

/** The command a reader types to install `names`. @param {readonly string[]} names */
export function installCommand(names) {
  return `sudo ${path.relative(process.cwd(), SYSTEM_PACKAGES_SCRIPT) || SYSTEM_PACKAGES_SCRIPT} ${names.join(" ")}`;
}

/**
 * Makes sure `names` are installed: nothing to do when they are; as root, runs the installer for
 * the missing ones (its output on this terminal); otherwise throws, naming them and the command.
 * @param {readonly string[]} names
 * @param {(line: string) => void} [log]
 */
export async function ensureSystemPackages(names, log = console.log) {
  const missing = await missingSystemPackages(names);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing system packages: ${missing.join(", ")}. Install them with: ${installCommand(missing)}`);
  }
  log(`Missing ${missing.join(", ")}; running ${SYSTEM_PACKAGES_SCRIPT} ${missing.join(" ")} (as root)…`);
  await new Promise((resolve, reject) => {
    const child = spawn(SYSTEM_PACKAGES_SCRIPT, missing, { stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve(undefined);
      else
        reject(new Error(`${SYSTEM_PACKAGES_SCRIPT} ${missing.join(" ")} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
