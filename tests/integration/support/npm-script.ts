import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { expect } from "vitest";

/** What a command-line run left: its exit code and both streams. */
export type ScriptRun = { code: number | null; stdout: string; stderr: string };

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
  return new Promise((done, reject) => {
    const child = spawn("npm", ["--prefix", ROOT, "run", "--silent", script, "--", ...args], {
      cwd: options.cwd,
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "", ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => done({ code, stdout, stderr }));
  });
}

/** The exit code, with both streams in the failure message. */
export function expectExit(run: ScriptRun, code: number): void {
  expect(run.code, `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`).toBe(code);
}
