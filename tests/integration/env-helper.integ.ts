import { afterEach, describe, expect, it } from "vitest";
import { setEnv, withEnv } from "../support/env";

const NAME = "ENV_HELPER_PROBE";
const OTHER = "ENV_HELPER_OTHER";

afterEach(() => {
  delete process.env[NAME];
  delete process.env[OTHER];
});

describe("withEnv and setEnv (tests/support/env.ts)", () => {
  it("puts the environment back when the body throws", async () => {
    process.env[NAME] = "before";
    await expect(
      withEnv({ [NAME]: "during", [OTHER]: "added" }, () => {
        expect(process.env[NAME]).toBe("during");
        throw new Error("the test failed");
      }),
    ).rejects.toThrow("the test failed");
    expect(process.env[NAME]).toBe("before");
    expect(OTHER in process.env).toBe(false);
  });

  it("puts back a variable it removed, after an async body, and answers the body's value", async () => {
    process.env[NAME] = "kept";
    const seen = await withEnv({ [NAME]: undefined }, async () => {
      await Promise.resolve();
      return process.env[NAME];
    });
    expect(seen).toBeUndefined();
    expect(process.env[NAME]).toBe("kept");
  });

  it("setEnv's restore undoes exactly its own changes", () => {
    const restore = setEnv({ [NAME]: "set" });
    process.env[OTHER] = "someone else's";
    restore();
    expect(NAME in process.env).toBe(false);
    expect(process.env[OTHER]).toBe("someone else's");
  });
});
