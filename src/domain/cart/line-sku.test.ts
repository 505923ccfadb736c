import { describe, expect, it } from "vitest";
import { CATALOGUE, findProductBySku } from "@/domain/catalogue/catalogue";
import { buildLineSku, lineSkuMismatch, parseLineSku, variantKeys } from "./line-sku";

function product(sku: string) {
  const entry = findProductBySku(sku);
  if (!entry) throw new Error(`no product ${sku}`);
  return entry.product;
}

describe("line skus", () => {
  it("adds the tier of a tiered product, defaulting to its first tier", () => {
    const diary = product("diary-ardougne");
    expect(buildLineSku(diary, { tier: "medium", extras: "express" })).toBe("diary-ardougne:medium");
    expect(buildLineSku(diary, {})).toBe("diary-ardougne:easy");
  });

  it("adds variant option groups but not add-ons", () => {
    const boss = product("dt2-vardorvis");
    expect(buildLineSku(boss, { mode: "awakened", "play-method": "vpn", extras: "stream" })).toBe(
      "dt2-vardorvis:awakened",
    );
    expect(buildLineSku(boss, { "play-method": "vpn" })).toBe("dt2-vardorvis:normal");
    expect(buildLineSku(product("fire-cape"), { "account-type": "zerker" })).toBe("fire-cape");
  });

  it("parses back to the product sku and the variant ids", () => {
    expect(parseLineSku("ca-boss-zulrah:elite")).toEqual({ productSku: "ca-boss-zulrah", variantIds: ["elite"] });
    expect(parseLineSku("fire-cape")).toEqual({ productSku: "fire-cape", variantIds: [] });
  });

  it("names the mismatch when a sku claims another variant than its config", () => {
    const boss = product("dt2-vardorvis");
    expect(lineSkuMismatch(boss, "dt2-vardorvis:awakened", { mode: "awakened" })).toBeNull();
    expect(lineSkuMismatch(boss, "dt2-vardorvis:normal", { mode: "awakened" })).toMatch(/dt2-vardorvis:awakened/);
    expect(lineSkuMismatch(boss, "dt2-vardorvis", { mode: "awakened" })).not.toBeNull();
  });

  it("marks exactly the audited variant groups of the catalogue", () => {
    const groups = new Set<string>();
    for (const line of CATALOGUE) {
      for (const item of line.products) {
        for (const group of item.optionGroups) if (group.variant) groups.add(`${line.id}/${group.id}`);
        if (item.pricing.kind === "tiered") expect(variantKeys(item)[0]?.key).toBe("tier");
      }
    }
    expect([...groups].sort()).toEqual(["dt2/mode", "megascales/mode", "raids/mode", "raids/raid-level"]);
  });
});
