// @ts-check
import { cpSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
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
  cpSync(join(root, ".next"), join(project, ".next"), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source !== join(root, ".next", "cache"),
  });
  return project;
}
