import { afterEach, describe, expect, it, vi } from "vitest";

async function freshModule() {
  vi.resetModules();
  return import("./analytics");
}

/** The log entries written while the test runs (the logger writes one JSON object per line to stdout). */
function captureLog(): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) entries.push(JSON.parse(line));
    return true;
  });
  return entries;
}

afterEach(() => vi.restoreAllMocks());

describe("resolveGtmId", () => {
  it("passes a valid id through without a warning", async () => {
    const { resolveGtmId } = await freshModule();
    const entries = captureLog();
    expect(resolveGtmId("GTM-ABC123")).toBe("GTM-ABC123");
    expect(entries).toEqual([]);
  });

  it("drops a malformed id and warns once per process, naming the id", async () => {
    const { resolveGtmId } = await freshModule();
    const entries = captureLog();
    expect(resolveGtmId("gtm-abc")).toBe("");
    expect(resolveGtmId("gtm-abc")).toBe("");
    expect(resolveGtmId("")).toBe("");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: "warn", gtmId: "gtm-abc", msg: expect.stringContaining("GTM_ID") });
  });
});
