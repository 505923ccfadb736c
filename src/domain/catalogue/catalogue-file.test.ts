import { describe, expect, it } from "vitest";
import { catalogueFileFrom, formatCatalogueFile, importItemsOf, parseCatalogueFile } from "./catalogue-file";
import { type ProductRecord, seedRecords } from "./catalogue-snapshot";

const AT = "2026-11-26T12:00:00.000Z";

function records(): ProductRecord[] {
  const all = seedRecords(AT);
  const hidden = all.find((record) => record.sku === "infernal-cape");
  if (hidden) hidden.status = "hidden";
  return all;
}

function exported(): string {
  return formatCatalogueFile(catalogueFileFrom(records(), 42, AT));
}

function withProducts(edit: (products: Record<string, unknown>[]) => void): string {
  const file = JSON.parse(exported());
  edit(file.products);
  return JSON.stringify(file);
}

describe("catalogue file", () => {
  it("reads back what it writes, hidden products included, in the repository's terms", () => {
    const parsed = parseCatalogueFile(exported());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file).toMatchObject({ format: "runeforge-catalogue", formatVersion: 1, catalogueVersion: 42 });
    const items = importItemsOf(parsed.file);
    expect(items).toHaveLength(records().length);
    expect(items.find((item) => item.sku === "infernal-cape")?.status).toBe("hidden");
    const original = records().map(({ sku, lineId, position, status, product }) => ({
      sku,
      lineId,
      position,
      status,
      product,
    }));
    expect(items).toEqual(original);
  });

  it("reports every problem of every product with its path, and nothing else passes", () => {
    const text = withProducts((products) => {
      const third = products[3] as { product: { pricing: { baseCents?: number }; name: string }; status: string };
      third.product.name = "";
      third.status = "gone";
      (products[5] as { line: string }).line = "pets";
      (products[7] as { product: { imageSrc: string } }).product.imageSrc = "https://example.com/x.png";
    });
    const parsed = parseCatalogueFile(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const paths = parsed.problems.map((problem) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "products.3.status",
        "products.3.product.name",
        "products.5.line",
        "products.7.product.imageSrc",
      ]),
    );
    expect(paths).toHaveLength(4);
    expect(parsed.problems.find((problem) => problem.path === "products.5.line")?.message).toBe(
      "is not a product line",
    );
  });

  it("names a price that is not whole cents at its place in the product", () => {
    const text = withProducts((products) => {
      (products[0] as { product: { pricing: { baseCents: number } } }).product.pricing.baseCents = 12.5;
    });
    const parsed = parseCatalogueFile(text);
    expect(parsed.ok === false && parsed.problems.map((problem) => problem.path)).toEqual([
      "products.0.product.pricing.baseCents",
    ]);
  });

  it("refuses text that is not JSON, another format, or a future version", () => {
    expect(parseCatalogueFile("{ nope")).toMatchObject({
      ok: false,
      problems: [{ path: "(file)", message: expect.stringContaining("is not JSON") }],
    });
    const other = JSON.parse(exported());
    other.format = "shopify";
    other.formatVersion = 2;
    delete other.exportedAt;
    const parsed = parseCatalogueFile(JSON.stringify(other));
    expect(parsed.ok === false && parsed.problems.map((problem) => problem.path).sort()).toEqual([
      "exportedAt",
      "format",
      "formatVersion",
    ]);
  });

  it("refuses fields it does not know, so a typo is not silently dropped", () => {
    const text = withProducts((products) => {
      (products[1] as Record<string, unknown>).postion = 5;
    });
    const parsed = parseCatalogueFile(text);
    expect(parsed.ok === false && parsed.problems[0]?.path).toBe("products.1");
    expect(parsed.ok === false && parsed.problems[0]?.message).toContain("postion");
  });
});

describe("catalogueFileFrom", () => {
  it("writes the lines in the shop's order and each line by position, whatever order it is given", () => {
    const file = catalogueFileFrom([...records()].reverse(), 1, AT);
    expect(file.products.map((item) => item.sku)).toEqual(records().map((record) => record.sku));
  });
});
