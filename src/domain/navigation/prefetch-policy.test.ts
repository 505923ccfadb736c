import { describe, expect, it } from "vitest";
import { isSlowOrSavingConnection } from "./prefetch-policy";

describe("isSlowOrSavingConnection", () => {
  it("treats an unknown connection as fine", () => {
    expect(isSlowOrSavingConnection(undefined)).toBe(false);
    expect(isSlowOrSavingConnection({})).toBe(false);
  });

  it("skips on save-data whatever the speed", () => {
    expect(isSlowOrSavingConnection({ saveData: true, effectiveType: "4g" })).toBe(true);
  });

  it.each(["2g", "slow-2g"])("skips on %s", (effectiveType) => {
    expect(isSlowOrSavingConnection({ effectiveType })).toBe(true);
  });

  it.each(["3g", "4g"])("allows %s", (effectiveType) => {
    expect(isSlowOrSavingConnection({ saveData: false, effectiveType })).toBe(false);
  });
});
