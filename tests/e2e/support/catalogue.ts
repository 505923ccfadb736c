import { cpSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { runBundledCli } from "../../support/cli-bundle";

/*
 * For browser tests that change the catalogue while their own server runs (issue 15). The server
 * writes the pages it renders again into its build, so such a server runs on a copy of the build:
 * the other tests' servers must keep serving the catalogue they expect.
 */

const ROOT = resolve(import.meta.dirname, "../../..");

/** The project in `dir` with a copy of its build (without Turbopack's build cache); everything else linked. */
export function projectCopy(dir: string): string {
  const project = join(dir, "project");
  mkdirSync(project);
  for (const name of readdirSync(ROOT)) {
    if (name !== ".next") symlinkSync(join(ROOT, name), join(project, name));
  }
  cpSync(join(ROOT, ".next"), join(project, ".next"), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source !== join(ROOT, ".next", "cache"),
  });
  return project;
}

/**
 * The operator's command line (`npm run catalogue -- ARGS`) against the database a test server
 * runs on, from another process (the script bundled once per worker, tests/support/cli-bundle.ts);
 * resolves once the change is committed.
 */
export function runCatalogueCommand(databaseUrl: string, ...args: string[]): Promise<string> {
  return runBundledCli("catalogue", databaseUrl, args);
}
