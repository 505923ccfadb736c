// @ts-check
// Finds the Chromium the e2e tests and the bench drive. Browsers come only from Debian's `chromium`
// package (or a path the user gives): tools that download their own browser build (`playwright
// install`, puppeteer) cannot reach their download hosts on our machines and CI. Installing it is
// .ci/system-packages' job (scripts/lib/system-packages.mjs).

import { constants as fsConstants } from "node:fs";
import { access } from "node:fs/promises";
import { ensureSystemPackages } from "./system-packages.mjs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * CHROMIUM_PATH when it is there, else Debian's; as root, installed when neither is.
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
  if (!(await isExecutable(DEBIAN_CHROMIUM))) await ensureSystemPackages(["chromium"]);
  return DEBIAN_CHROMIUM;
}

/**
 * Installs Debian packages through .ci/system-packages (as root; otherwise it says the command).
 * Kept for scripts/cluster.mjs, which asks for postgresql-15 by this name.
 * @param {string[]} packages
 */
export async function aptInstall(packages) {
  await ensureSystemPackages(packages);
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
