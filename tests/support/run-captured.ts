import { type SpawnOptions, spawn } from "node:child_process";

/** What a command-line run left: its exit code and both streams. */
export type ScriptRun = { code: number | null; stdout: string; stderr: string };

/** Runs a command to its end with both streams captured; rejects only when it cannot start. */
export function runCaptured(command: string, args: readonly string[], options: SpawnOptions): Promise<ScriptRun> {
  return new Promise((done, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    // "close", not "exit": the streams may still hold the end of the answer when the process exits.
    child.once("close", (code) => done({ code, stdout, stderr }));
  });
}
