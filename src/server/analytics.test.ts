import { describe, expect, it, vi } from "vitest";

async function freshModule() {
  vi.resetModules();
  return import("./analytics");
}

describe("resolveGtmId", () => {
  it("passes a valid id through without a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { resolveGtmId } = await freshModule();
    expect(resolveGtmId("GTM-ABC123")).toBe("GTM-ABC123");
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("drops a malformed id and warns once per process, naming the id", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { resolveGtmId } = await freshModule();
    expect(resolveGtmId("gtm-abc")).toBe("");
    expect(resolveGtmId("gtm-abc")).toBe("");
    expect(resolveGtmId("")).toBe("");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"gtm-abc"');
    warn.mockRestore();
  });
});
