import { afterEach, describe, expect, it, vi } from "vitest";
import { routeConsoleToLog } from "./console-to-log";
import { createLogger } from "./logger";

let restoreConsole: (() => void) | undefined;

afterEach(() => {
  restoreConsole?.();
  vi.restoreAllMocks();
});

function capture(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  });
  return lines;
}

describe("routeConsoleToLog", () => {
  it("turns Next's own error output into one JSON entry, error serialized, emails masked", () => {
    const lines = capture();
    restoreConsole = routeConsoleToLog(createLogger("info"));
    const error = Object.assign(new URIError(`bad path for ada@example.com\n{"level":"fatal","msg":"forged"}`), {
      digest: "1949741422",
      raw: { email: "ada@example.com" },
    });
    console.error(" ⨯", error);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "");
    expect(entry).toMatchObject({
      level: "error",
      source: "console",
      msg: "⨯",
      err: { type: "URIError", message: 'bad path for [email]\n{"level":"fatal","msg":"forged"}' },
    });
    expect(lines[0]).not.toContain("ada@example.com");
  });

  it("maps each console method to a level and formats its arguments", () => {
    const lines = capture();
    restoreConsole = routeConsoleToLog(createLogger("debug"));
    console.log("ready on %s", "port 3000");
    console.warn("deprecated:", { option: "x" });
    console.info("info for bob@example.org");
    console.debug("details");
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: "info", msg: "ready on port 3000" },
      { level: "warn", msg: "deprecated: { option: 'x' }" },
      { level: "info", msg: "info for [email]" },
      { level: "debug", msg: "details" },
    ]);
  });

  it("puts the console back", () => {
    const before = console.error;
    routeConsoleToLog(createLogger("info"))();
    expect(console.error).toBe(before);
  });
});
