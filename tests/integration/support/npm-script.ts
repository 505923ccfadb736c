import { resolve } from "node:path";
import { expect } from "vitest";
import { runCaptured, type ScriptRun } from "../../support/run-captured";

export type { ScriptRun };

const ROOT = resolve(import.meta.dirname, "../../..");

/**
 * Runs `npm run --silent SCRIPT -- ...args` in the project, as an operator types it, from `cwd`
 * (file names given to the command are relative to it), against this test file's database.
 */
export function runNpmScript(
  script: string,
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<ScriptRun> {
  return runCaptured("npm", ["--prefix", ROOT, "run", "--silent", script, "--", ...args], {
    cwd: options.cwd,
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "", ...options.env },
  });
}

/** The exit code, with both streams in the failure message. */
export function expectExit(run: ScriptRun, code: number): void {
  expect(run.code, `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`).toBe(code);
}
