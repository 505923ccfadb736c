import { describe, expect, it } from "vitest";
import { formatSeedProblems, loadSeedCatalogue, type SeedResult } from "./catalogue-seed";

/** A line as its file writes it, with one product whose fields a test overrides. */
function lineFile(product: Record<string, unknown> = {}, line: Record<string, unknown> = {}) {
  return {
    id: "capes",
    name: "Capes",
    basePath: "",
    listingPath: "/osrs-services",
    imageSrc: "/art/fire-cape.svg",
    intro: "Capes from the game's hardest fights.",
    products: [
      {
        sku: "dizanas-quiver",
        slug: "quiver",
        name: "Dizana's Quiver",
        imageSrc: "/art/quiver.svg",
        shortDescription: "The Fortis Colosseum's waves and Sol Heredit.",
        longDescription: "Twelve waves of the Colosseum and Sol Heredit at the end, played on your account.",
        requirements: ["Ranged 90+ recommended"],
        customerProvides: ["Gear", { $table: "rules" }],
        estimatedTime: "1–3 days",
        faq: [],
        pricing: { kind: "fixed", baseCents: 25_000 },
        optionGroups: [{ $table: "play" }],
        ...product,
      },
    ],
    ...line,
  };
}

const TABLES = {
  rules: ["Account access", "No logging in"],
  play: {
    id: "play-method",
    label: "How we play",
    kind: "single",
    choices: [{ id: "parsec", label: "Parsec" }],
  },
};

const METHODS = {
  methods: [
    { id: "crabs", label: "Crabs", fromLevel: 1, toLevel: 70, usdPerXp: "0.00004" },
    { id: "nmz", label: "Nightmare Zone", fromLevel: 70, toLevel: 99, usdPerXp: "0.00002" },
  ],
};

const XP_PRICING = {
  kind: "xp-range",
  skill: "Attack",
  methods: { $table: "methods", $override: { nmz: { usdPerXp: "0.000022" } } },
  defaultStartLevel: 60,
  defaultTargetLevel: 90,
};

function problems(result: SeedResult) {
  return result.ok ? [] : result.problems;
}

describe("table references", () => {
  it("stand for the table's value, and a list table is spliced into a list", () => {
    const result = loadSeedCatalogue([lineFile()], TABLES);
    if (!result.ok) throw new Error(formatSeedProblems(result.problems));
    const product = result.lines[0]?.products[0];
    expect(product?.customerProvides).toEqual(["Gear", "Account access", "No logging in"]);
    expect(product?.optionGroups).toEqual([TABLES.play]);
  });

  it("change the named items of a list table when overridden, and only those", () => {
    const result = loadSeedCatalogue([lineFile({ pricing: XP_PRICING })], { ...TABLES, ...METHODS });
    if (!result.ok) throw new Error(formatSeedProblems(result.problems));
    const pricing = result.lines[0]?.products[0]?.pricing;
    expect(pricing?.kind === "xp-range" && pricing.methods.map((method) => method.usdPerXp)).toEqual([
      "0.00004",
      "0.000022",
    ]);
    expect(METHODS.methods[1]?.usdPerXp).toBe("0.00002");
  });

  it("may name other tables", () => {
    const result = loadSeedCatalogue([lineFile({ customerProvides: { $table: "provides" } })], {
      ...TABLES,
      provides: ["Gear", { $table: "rules" }],
    });
    expect(result.ok && result.lines[0]?.products[0]?.customerProvides).toEqual([
      "Gear",
      "Account access",
      "No logging in",
    ]);
  });
});

describe("a malformed file", () => {
  it("is reported with its file and field", () => {
    const result = loadSeedCatalogue([lineFile({ shortDescription: "Short", name: undefined })], TABLES);
    expect(problems(result)).toEqual([
      { file: "content/catalogue/capes.json", path: "products.0.name", message: expect.any(String) },
      { file: "content/catalogue/capes.json", path: "products.0.shortDescription", message: expect.any(String) },
    ]);
  });

  it("names the field in the file, past the items a table spliced in before it", () => {
    const result = loadSeedCatalogue([lineFile({ customerProvides: [{ $table: "rules" }, ""] })], TABLES);
    expect(problems(result)).toEqual([
      { file: "content/catalogue/capes.json", path: "products.0.customerProvides.1", message: expect.any(String) },
    ]);
  });

  it("names the table, and where it is used, when the bad value is the table's", () => {
    const result = loadSeedCatalogue([lineFile()], { ...TABLES, rules: ["Account access", ""] });
    expect(problems(result)).toEqual([
      {
        file: "content/catalogue/tables.json",
        path: "rules.1",
        message: expect.stringContaining("(used by content/catalogue/capes.json at products.0.customerProvides.1)"),
      },
    ]);
    const group = loadSeedCatalogue([lineFile()], { ...TABLES, play: { ...TABLES.play, kind: "any" } });
    expect(problems(group)).toMatchObject([{ file: "content/catalogue/tables.json", path: "play.kind" }]);
  });

  it("names the override, not the table, when the bad value is the override's", () => {
    const override = { ...XP_PRICING, methods: { $table: "methods", $override: { nmz: { usdPerXp: "cheap" } } } };
    expect(problems(loadSeedCatalogue([lineFile({ pricing: override })], { ...TABLES, ...METHODS }))).toEqual([
      {
        file: "content/catalogue/capes.json",
        path: "products.0.pricing.methods.$override.nmz.usdPerXp",
        message: expect.stringContaining("decimal USD rate"),
      },
    ]);
  });

  it("is refused for a table that does not exist, an override of an item it lacks, or a table nothing uses", () => {
    expect(problems(loadSeedCatalogue([lineFile({ optionGroups: [{ $table: "nope" }] })], TABLES))).toEqual([
      {
        file: "content/catalogue/capes.json",
        path: "products.0.optionGroups.0.$table",
        message: 'is not a table in content/catalogue/tables.json: "nope"',
      },
    ]);
    const override = { ...XP_PRICING, methods: { $table: "methods", $override: { sand: { usdPerXp: "1" } } } };
    expect(problems(loadSeedCatalogue([lineFile({ pricing: override })], { ...TABLES, ...METHODS }))).toEqual([
      {
        file: "content/catalogue/capes.json",
        path: "products.0.pricing.methods.$override.sand",
        message: 'is not an item of table "methods"',
      },
    ]);
    expect(problems(loadSeedCatalogue([lineFile()], { ...TABLES, spare: [] }))).toEqual([
      { file: "content/catalogue/tables.json", path: "spare", message: "is used by no product: use it or remove it" },
    ]);
  });

  it("is refused, at the table, for tables that name themselves in a circle", () => {
    const circular = { ...TABLES, rules: ["Account access", { $table: "more" }], more: [{ $table: "rules" }] };
    expect(problems(loadSeedCatalogue([lineFile()], circular))).toContainEqual({
      file: "content/catalogue/tables.json",
      path: "rules.1.$table",
      message: 'table "more" refers back to itself (more → rules → more)',
    });
  });
});
