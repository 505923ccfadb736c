// @ts-check
// Finds the Chromium the e2e tests drive, installing Debian's package if needed.
//
// Browsers come only from Debian's `chromium` package (or a path the user
// gives): tools that download their own browser build (`playwright install`,
// puppeteer) cannot reach their download hosts on our machines and CI.

import { spawn } from "node:child_process";
import { constants as fsConstants } from "node:fs";
import { access } from "node:fs/promises";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * @returns {Promise<string>} path of a Chromium executable
 */
export async function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (await isExecutable(fromEnv)) return fromEnv;
    console.warn(
      `CHROMIUM_PATH=${fromEnv} does not exist or is not executable; looking for ${DEBIAN_CHROMIUM} instead.`,
    );
  }
  if (await isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is needed for the e2e tests, but ${DEBIAN_CHROMIUM} was not found.\n` +
        "Install Debian's package with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium executable.",
    );
  }

  console.log(`Chromium not found at ${DEBIAN_CHROMIUM}; installing Debian's chromium package with apt-get…`);
  await aptInstall(["chromium"]);
  if (!(await isExecutable(DEBIAN_CHROMIUM))) {
    throw new Error(
      `apt-get installed chromium, but ${DEBIAN_CHROMIUM} is still missing; set CHROMIUM_PATH to a Chromium executable.`,
    );
  }
  return DEBIAN_CHROMIUM;
}

/**
 * `apt-get update` then `apt-get install -y --no-install-recommends …`, with
 * the output streamed to this terminal. Needs root.
 * @param {string[]} packages
 */
export async function aptInstall(packages) {
  // Another process (a teammate's shell, a parallel CI step) may hold the dpkg
  // lock; waiting for it beats failing with "Could not get lock".
  const lockWait = ["-o", "DPkg::Lock::Timeout=600"];
  await runInherited("apt-get", [...lockWait, "update"]);
  await runInherited("apt-get", [...lockWait, "install", "-y", "--no-install-recommends", ...packages]);
}

/** @param {string} file */
async function isExecutable(file) {
  try {
    await access(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function runInherited(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      // noninteractive: no debconf prompt can ever block an unattended run.
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`\`${command} ${args.join(" ")}\` failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}
