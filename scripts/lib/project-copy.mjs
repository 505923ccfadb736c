// @ts-check
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";

/**
 * The project at `root` in `dir`/project with a copy of its build (without Turbopack's build
 * cache) and everything else linked. A server writes the pages it renders again into its build
 * (ADR 0008), so servers that must not share pages (a cluster's instances, a test changing the
 * catalogue) each run on a copy.
 * @param {string} root
 * @param {string} dir
 * @returns {string} the copy's folder
 */
export function projectCopy(root, dir) {
  const project = join(dir, "project");
  mkdirSync(project, { recursive: true });
  for (const name of readdirSync(root)) {
    if (name !== ".next") symlinkSync(join(root, name), join(project, name));
  }
  const from = join(root, ".next");
  const to = join(project, ".next");
  // A server may be running on `root` (the browser tests' shared one): it writes a page it renders
  // into a `.tmp` file and renames it, so a file listed a moment ago can be gone when it is copied.
  // The half-written ones are left out; a copy that still met a vanished file is made again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      cpSync(from, to, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => source !== join(from, "cache") && !source.endsWith(".tmp"),
      });
      return project;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT" || attempt === 3) throw error;
      rmSync(to, { recursive: true, force: true });
    }
  }
}
