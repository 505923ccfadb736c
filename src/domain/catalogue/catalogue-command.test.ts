import { describe, expect, it } from "vitest";
import { findProductBySku } from "./catalogue";
import { editProduct, parseCatalogueCommand } from "./catalogue-command";
import type { Product } from "./product-schema";

function command(...args: string[]) {
  const parsed = parseCatalogueCommand(args);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.command;
}

function usageError(...args: string[]): string {
  const parsed = parseCatalogueCommand(args);
  if (parsed.ok) throw new Error(`accepted: ${args.join(" ")}`);
  return parsed.message;
}

function product(sku: string): Product {
  const entry = findProductBySku(sku);
  if (!entry) throw new Error(sku);
  return entry.product;
}

describe("parseCatalogueCommand", () => {
  it("reads every command the help lists, with its options", () => {
    expect(command("list")).toEqual({ name: "list", json: false });
    expect(command("list", "--line", "capes", "--json")).toEqual({ name: "list", line: "capes", json: true });
    expect(command("list", "--line=capes")).toEqual({ name: "list", line: "capes", json: false });
    expect(command("get", "fire-cape")).toEqual({ name: "get", sku: "fire-cape", json: false });
    expect(command("set", "fire-cape", "--price", "2500")).toEqual({
      name: "set",
      sku: "fire-cape",
      priceText: "2500",
      optionPrices: [],
      fields: [],
      confirm: false,
    });
    expect(
      command("set", "fire-cape", "--option-price", "Main=3000", "--option-price=Pure (1 Defence)=5000", "--confirm"),
    ).toEqual({
      name: "set",
      sku: "fire-cape",
      optionPrices: [
        { option: "Main", priceText: "3000" },
        { option: "Pure (1 Defence)", priceText: "5000" },
      ],
      fields: [],
      confirm: true,
    });
    expect(command("set", "fire-cape", "--field", "name=Fire = Cape", "--field", "faq.0.answer=Yes")).toEqual({
      name: "set",
      sku: "fire-cape",
      fields: [
        { path: "name", value: "Fire = Cape" },
        { path: "faq.0.answer", value: "Yes" },
      ],
      optionPrices: [],
      confirm: false,
    });
    expect(command("hide", "fire-cape")).toEqual({ name: "hide", sku: "fire-cape" });
    expect(command("show", "fire-cape")).toEqual({ name: "show", sku: "fire-cape" });
    expect(command("export", "out.json")).toEqual({ name: "export", file: "out.json" });
    expect(command("import", "in.json")).toEqual({ name: "import", file: "in.json", confirm: false });
    expect(command("import", "in.json", "--confirm")).toEqual({ name: "import", file: "in.json", confirm: true });
    expect(command("settings", "get")).toEqual({ name: "settings-get", json: false });
    expect(command("settings", "get", "rate_eur", "--json")).toEqual({
      name: "settings-get",
      key: "rate_eur",
      json: true,
    });
    expect(command("settings", "set", "discount_percent", "12")).toEqual({
      name: "settings-set",
      key: "discount_percent",
      value: "12",
      confirm: false,
    });
    expect(command("settings", "set", "discount_percent", "60", "--confirm")).toEqual({
      name: "settings-set",
      key: "discount_percent",
      value: "60",
      confirm: true,
    });
    expect(command("history")).toEqual({ name: "history", limit: 20, json: false });
    expect(command("history", "fire-cape", "--limit", "5", "--json")).toEqual({
      name: "history",
      key: "fire-cape",
      limit: 5,
      json: true,
    });
    expect(command()).toEqual({ name: "help" });
    expect(command("help")).toEqual({ name: "help" });
    expect(command("--help")).toEqual({ name: "help" });
  });

  it("keeps a value that starts with a dash as a value", () => {
    expect(command("settings", "set", "discount_percent", "-5")).toMatchObject({ value: "-5" });
    expect(command("set", "fire-cape", "--price", "-5")).toMatchObject({ priceText: "-5" });
  });

  it("calls a word out of place a usage error, naming it", () => {
    expect(usageError("frob")).toBe('"frob" is not a command');
    expect(usageError("get")).toBe("usage: get SKU");
    expect(usageError("get", "a", "b")).toBe("usage: get SKU");
    expect(usageError("set", "fire-cape")).toContain("set needs --price, --option-price or --field");
    expect(usageError("set", "fire-cape", "--option-price", "Main")).toContain('--option-price takes "OPTION=CENTS"');
    expect(usageError("export", "out.json", "--confirm")).toBe("--confirm is not an option here");
    expect(usageError("set", "fire-cape", "--price")).toBe("--price needs a value");
    expect(usageError("set", "fire-cape", "--price", "1", "--price", "2")).toBe("--price is given twice");
    expect(usageError("set", "fire-cape", "--field", "name")).toContain("--field takes PATH=VALUE");
    expect(usageError("hide", "fire-cape", "--json")).toBe("--json is not an option here");
    expect(usageError("list", "--json=yes")).toBe("--json takes no value");
    expect(usageError("settings")).toContain("settings get [KEY]");
    expect(usageError("settings", "set", "discount_percent")).toBe("usage: settings set KEY VALUE [--confirm]");
    expect(usageError("settings", "set", "discount_percent", "60", "--confirm=yes")).toBe("--confirm takes no value");
    expect(usageError("settings", "get", "--confirm")).toBe("--confirm is not an option here");
    expect(usageError("history", "--limit", "0")).toContain("--limit takes a whole number");
    expect(usageError("history", "--limit", "ten")).toContain("--limit takes a whole number");
  });
});

describe("editProduct", () => {
  it("sets the price, then the fields", () => {
    const result = editProduct(product("quest-dragon-slayer-ii"), "2500", [{ path: "name", value: "DS2 (fast)" }]);
    expect(result.ok && result.product).toMatchObject({ name: "DS2 (fast)", pricing: { baseCents: 2500 } });
  });

  it("sets an option's price, as cents typed", () => {
    const result = editProduct(product("fire-cape"), undefined, [], [{ option: "Main", priceText: "3000" }]);
    expect(result.ok && result.product.optionGroups[0]?.choices[0]?.baseCents).toBe(3000);
    const refused = editProduct(product("fire-cape"), undefined, [], [{ option: "Main", priceText: "30.00" }]);
    expect(refused.ok).toBe(false);
  });

  it("reports the price's problem and the fields' problems together", () => {
    const result = editProduct(product("fire-cape"), "12.5", [{ path: "name", value: "" }]);
    expect(result.ok === false && result.problems.map((problem) => problem.path)).toEqual(["price", "name"]);
  });
});
