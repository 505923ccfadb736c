import { format } from "node:util";
import { vi } from "vitest";

/*
 * Captures everything the code under test writes to the process's output: the server's logger
 * (pino writes each entry to process.stdout) and any console call left in the code (Vitest would
 * otherwise print those itself). Nothing reaches the terminal while the capture is on.
 */
export type LogCapture = {
  /** The captured text, as one string. */
  text: () => string;
  /** The captured text split into lines, empty lines left out. */
  lines: () => string[];
  restore: () => void;
};

export function captureLog(): LogCapture {
  let captured = "";
  const keep = (chunk: unknown): boolean => {
    captured += typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation(keep),
    vi.spyOn(process.stderr, "write").mockImplementation(keep),
    ...(["log", "info", "warn", "error", "debug", "trace"] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        keep(`${format(...args)}\n`);
      }),
    ),
  ];
  return {
    text: () => captured,
    lines: () => captured.split("\n").filter((line) => line.trim() !== ""),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** Each line parsed as JSON; a line that is not one JSON object throws with the line in the message. */
export function parseLogLines(lines: string[]): Record<string, unknown>[] {
  return lines.map((line) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`a log line is not JSON: ${line}`);
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
      throw new Error(`a log line is not one JSON object: ${line}`);
    return parsed as Record<string, unknown>;
  });
}
