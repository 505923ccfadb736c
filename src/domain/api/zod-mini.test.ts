import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "./zod-mini";

// Other unit files load classic zod, which sets English too: each test clears the messages first,
// so only this module's own call can bring them back.
const before = { ...z.config() };

afterEach(() => {
  z.config({ localeError: before.localeError, jitless: before.jitless });
});

async function freshModule() {
  vi.resetModules();
  return import("./zod-mini");
}

describe("the shop's zod (zod/mini)", () => {
  it("sets the English messages itself, whatever classic zod did", async () => {
    z.config({ localeError: undefined });
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe("Invalid input");
    const fresh = await freshModule();
    expect(fresh.string().safeParse(1).error?.issues[0]?.message).toBe(
      "Invalid input: expected string, received number",
    );
  });

  it("keeps the jitless flag the browser sets before any zod loads (src/instrumentation-client.ts)", async () => {
    z.config({ localeError: undefined, jitless: true });
    await freshModule();
    expect(z.config().jitless).toBe(true);
    expect(z.config().localeError).toBeDefined();
  });
});
