import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductRecord } from "@/domain/catalogue/catalogue-snapshot";
import { catalogueHistory, catalogueVersion, listProducts } from "@/server/catalogue/catalogue-repository";
import { catalogue, refreshCatalogue, resetCatalogueStore } from "@/server/catalogue/catalogue-store";
import { getDatabase } from "@/server/db/client";
import { type BundledCli, bundleCli } from "../support/cli-bundle";
import { optionCentsOf, storedProduct } from "./support/catalogue-records";
import { expectExit, runNpmScript } from "./support/npm-script";

/*
 * Issue 15, item 4: `npm run catalogue` as an operator runs it, a child process against this
 * file's database (TEST_DB picks SQLite or PostgreSQL), which starts empty: the first command
 * migrates and seeds it. That command and the export (a file name relative to the folder the
 * command was typed in) go through `npm run` itself; the others run the same script bundled once
 * and started with plain `node` (tests/support/cli-bundle.ts), a second each instead of several.
 * This process reads the results through the repository, and keeps a catalogue store of its own,
 * as a running shop would, to see the command's changes arrive.
 * The tests share the database, in the order written.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const ACTOR = `cli:${userInfo().username}`;
// Each command is a fresh Node process (through npm, compiling the server's TypeScript): seconds
// each, and several times that on a busy machine.
const SPAWN_TIMEOUT_MS = 300_000;

/** `npm run --silent catalogue -- ...args` against this file's database, typed in a folder of its own. */
const npmCli = (...args: string[]) => runNpmScript("catalogue", args, { cwd: workDir });
/** The same command, run from the bundle. */
const cli = (...args: string[]) => bundled.run(args, { cwd: workDir });

const db = () => getDatabase().db;

let workDir = "";
let bundled: BundledCli;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "catalogue-cli-"));
  resetCatalogueStore();
  bundled = await bundleCli("catalogue");
});

afterAll(() => {
  resetCatalogueStore();
  rmSync(workDir, { recursive: true, force: true });
  bundled?.remove();
});

describe(`npm run catalogue on ${dialect}`, () => {
  it(
    "lists a fresh database's products, as a table and as JSON",
    async () => {
      const table = await npmCli("list", "--line", "capes");
      expectExit(table, 0);
      const lines = table.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^SKU\s+LINE\s+POS\s+STATUS\s+FROM \(USD\)\s+NAME$/);
      expect(lines.slice(1).map((line) => line.split(/\s+/)[0])).toEqual([
        "fire-cape",
        "infernal-cape",
        "dizanas-quiver",
      ]);
      expect(table.stdout).toMatch(/fire-cape\s+capes\s+10\s+active\s+\$22\.00\s+Fire Cape/);

      const json = await cli("list", "--json");
      expectExit(json, 0);
      const listed = JSON.parse(json.stdout) as { sku: string; status: string }[];
      expect(listed).toHaveLength((await listProducts(db())).length);
      expect(listed.find((product) => product.sku === "fire-cape")).toMatchObject({
        status: "active",
        fromCents: 2_200,
      });

      const unknownLine = await cli("list", "--line", "pets");
      expectExit(unknownLine, 1);
      expect(unknownLine.stderr).toContain('line: is not a product line: "pets"');
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "gets one product, and refuses a sku it does not have",
    async () => {
      const json = await cli("get", "fire-cape", "--json");
      expectExit(json, 0);
      expect(JSON.parse(json.stdout)).toMatchObject({
        sku: "fire-cape",
        line: "capes",
        product: { name: "Fire Cape" },
      });
      const missing = await cli("get", "no-such-sku");
      expectExit(missing, 1);
      expect(missing.stderr.trim()).toBe('sku: is not a product: "no-such-sku"');
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "sets a price while the shop runs: the running catalogue sees it, the history names the operator",
    async () => {
      const shop = await catalogue();
      expect(optionCentsOf(shop.bySku.get("fire-cape"))).toBe(2_200);

      // The README's example: the fire cape is priced by its account type, so --price names them.
      const refused = await cli("set", "fire-cape", "--price", "2500");
      expectExit(refused, 1);
      expect(refused.stderr).toContain("Main account price $22.00, Zerker (45 Defence) account price $35.00");
      expect(refused.stderr).toContain('--option-price "Main=CENTS"');

      const run = await cli("set", "fire-cape", "--option-price", "Main=2500");
      expectExit(run, 0);
      expect(run.stdout).toContain("Main account price: $22.00 -> $25.00");

      await refreshCatalogue();
      expect(optionCentsOf((await catalogue()).bySku.get("fire-cape"))).toBe(2_500);
      const [row] = await catalogueHistory(db(), { key: "fire-cape", limit: 1 });
      expect(row).toMatchObject({ actor: ACTOR });
      expect(optionCentsOf(row?.before as ProductRecord)).toBe(2_200);
      expect(optionCentsOf(row?.after as ProductRecord)).toBe(2_500);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "refuses a $0.00 price naming the bound, and applies a cut by more than half only with --confirm",
    async () => {
      const version = await catalogueVersion(db());
      const zero = await cli("set", "quest-dragon-slayer-ii", "--price", "0");
      expectExit(zero, 1);
      expect(zero.stderr).toContain("Base price must be at least $0.50");
      expect(zero.stderr).toContain("a price is from $0.50 to $10,000.00");
      const cut = await cli("set", "fire-cape", "--option-price", "main=1000");
      expectExit(cut, 1);
      expect(cut.stderr).toContain("Main account price falls from $25.00 to $10.00 (−60 %)");
      expect(cut.stderr).toContain("Run it again with --confirm to apply it.");
      expect(await catalogueVersion(db())).toBe(version);
      const confirmed = await cli("set", "fire-cape", "--option-price", "main=1000", "--confirm");
      expectExit(confirmed, 0);
      expect(optionCentsOf(await storedProduct("fire-cape"))).toBe(1_000);
      expectExit(await cli("set", "fire-cape", "--option-price", "Main=2500"), 0);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "sets fields, and refuses bad ones with every problem, changing nothing",
    async () => {
      const run = await cli(
        "set",
        "fire-cape",
        "--field",
        "name=Fire Cape (fast)",
        "--field",
        "optionGroups.0.choices.1.baseCents=3600",
      );
      expectExit(run, 0);
      expect(await storedProduct("fire-cape")).toMatchObject({ product: { name: "Fire Cape (fast)" } });
      expect(optionCentsOf(await storedProduct("fire-cape"), 0, 1)).toBe(3_600);
      // The base price nobody pays is not written as if it were a price.
      const dead = await cli("set", "fire-cape", "--field", "pricing.baseCents=2600");
      expectExit(dead, 1);
      expect(dead.stderr).toContain("Base price is not charged: the option chosen (Account type) sets the price");

      const version = await catalogueVersion(db());
      const bad = await cli("set", "fire-cape", "--field", "pricing.baseCents=-1", "--field", "name=", "--price", "x");
      expectExit(bad, 1);
      const paths = bad.stderr
        .trim()
        .split("\n")
        .map((line) => line.split(":")[0]);
      expect(paths).toEqual(["price", "name", "pricing.baseCents"]);
      expect(await catalogueVersion(db())).toBe(version);
      expect(await storedProduct("fire-cape")).toMatchObject({ product: { name: "Fire Cape (fast)" } });
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "hides a product off the running shop and shows it again",
    async () => {
      expectExit(await cli("hide", "infernal-cape"), 0);
      await refreshCatalogue();
      expect((await catalogue()).bySku.has("infernal-cape")).toBe(false);
      expect((await storedProduct("infernal-cape")).status).toBe("hidden");

      const again = await cli("hide", "infernal-cape");
      expectExit(again, 0);
      expect(again.stdout).toContain("nothing to change");

      expectExit(await cli("show", "infernal-cape"), 0);
      await refreshCatalogue();
      expect((await catalogue()).bySku.has("infernal-cape")).toBe(true);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "exports every product, hidden ones too; importing the export unchanged changes nothing",
    async () => {
      expectExit(await cli("hide", "dizanas-quiver"), 0);
      const exported = await npmCli("export", "catalogue.json");
      expectExit(exported, 0);
      const file = JSON.parse(readFileSync(join(workDir, "catalogue.json"), "utf8"));
      expect(file).toMatchObject({ format: "runeforge-catalogue", formatVersion: 1 });
      expect(file.catalogueVersion).toBe(await catalogueVersion(db()));
      expect(file.products).toHaveLength((await listProducts(db())).length);
      expect(file.products.find((item: { sku: string }) => item.sku === "dizanas-quiver")).toMatchObject({
        status: "hidden",
      });

      const version = await catalogueVersion(db());
      const imported = await cli("import", "catalogue.json");
      expectExit(imported, 0);
      expect(imported.stdout).toContain("0 added, 0 changed");
      expect(await catalogueVersion(db())).toBe(version);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "refuses a broken import: exit 1, every problem with its path, nothing changed",
    async () => {
      const file = JSON.parse(readFileSync(join(workDir, "catalogue.json"), "utf8"));
      file.products[0].product.name = "Renamed by a file that must not land";
      file.products[3].product.pricing = { kind: "fixed", baseCents: -5 };
      file.products[5].line = "pets";
      writeFileSync(join(workDir, "broken.json"), JSON.stringify(file));
      const version = await catalogueVersion(db());
      const before = await listProducts(db());

      const run = await cli("import", "broken.json");

      expectExit(run, 1);
      const problems = run.stderr.trim().split("\n");
      expect(problems).toEqual([
        expect.stringMatching(/^products\.3\.product\.pricing\.baseCents: /),
        "products.5.line: is not a product line",
      ]);
      expect(await catalogueVersion(db())).toBe(version);
      expect(await listProducts(db())).toEqual(before);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "imports a file that adds a product and changes another",
    async () => {
      const file = JSON.parse(readFileSync(join(workDir, "catalogue.json"), "utf8"));
      const quest = file.products.find((item: { line: string }) => item.line === "quests");
      file.products.push({
        ...quest,
        sku: "quest-from-a-file",
        position: 9_999,
        product: { ...quest.product, sku: "quest-from-a-file", slug: "from-a-file", name: "From a file" },
      });
      const fire = file.products.find((item: { sku: string }) => item.sku === "fire-cape");
      const mainOf = (cents: number) => {
        fire.product.optionGroups[0].choices[0].baseCents = cents;
        writeFileSync(join(workDir, "grown.json"), JSON.stringify(file));
      };
      // The price bounds and the second confirmation hold for the import too; nothing is written.
      const version = await catalogueVersion(db());
      mainOf(0);
      const zero = await cli("import", "grown.json");
      expectExit(zero, 1);
      expect(zero.stderr).toContain("Main account price must be at least $0.50");
      mainOf(1_000);
      const cut = await cli("import", "grown.json");
      expectExit(cut, 1);
      expect(cut.stderr).toContain("Main account price falls from $25.00 to $10.00");
      expect(cut.stderr).toContain("--confirm");
      expect(await catalogueVersion(db())).toBe(version);
      mainOf(2_700);

      const run = await cli("import", "grown.json");

      expectExit(run, 0);
      expect(run.stdout).toContain("1 added, 1 changed");
      expect(await storedProduct("quest-from-a-file")).toMatchObject({ lineId: "quests", updatedBy: ACTOR });
      expect(optionCentsOf(await storedProduct("fire-cape"))).toBe(2_700);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "gets and sets settings; a bad value or a broken rule is refused and changes nothing",
    async () => {
      const all = await cli("settings", "get", "--json");
      expectExit(all, 0);
      expect(JSON.parse(all.stdout)).toContainEqual(expect.objectContaining({ key: "discount_percent", value: "10" }));

      const set = await cli("settings", "set", "discount_percent", "12");
      expectExit(set, 0);
      expect(set.stdout).toMatch(/^discount_percent = 12 at catalogue version \d+/);
      await refreshCatalogue();
      expect((await catalogue()).settings.discountBasisPoints).toBe(1_200);

      const version = await catalogueVersion(db());
      const badValue = await cli("settings", "set", "discount_percent", "twelve");
      expectExit(badValue, 1);
      expect(badValue.stderr).toMatch(/^discount_percent: must be a percentage/);
      const badRule = await cli("settings", "set", "gold_buy_usd_per_million", "0.5");
      expectExit(badRule, 1);
      expect(badRule.stderr).toMatch(/^gold_buy_usd_per_million: must be below gold_sell_usd_per_million/);
      const unknown = await cli("settings", "set", "tax_rate", "5");
      expectExit(unknown, 1);
      expect(await catalogueVersion(db())).toBe(version);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "keeps settings inside their bounds, and applies a large change only with --confirm",
    async () => {
      const listed = await cli("settings", "get", "rate_eur");
      expectExit(listed, 0);
      expect(listed.stdout).toContain("0.46 to 1.84 EUR per USD");

      const version = await catalogueVersion(db());
      const rate = await cli("settings", "set", "rate_eur", "1000");
      expectExit(rate, 1);
      expect(rate.stderr).toMatch(
        /^rate_eur: must be from 0\.46 to 1\.84 EUR per USD: 1000 EUR per USD is outside that bound/,
      );
      const minimum = await cli("settings", "set", "min_order_usd", "100000");
      expectExit(minimum, 1);
      expect(minimum.stderr).toContain("must be from $0.00 to $100.00");
      const large = await cli("settings", "set", "discount_percent", "60");
      expectExit(large, 1);
      expect(large.stderr).toMatch(
        /^discount_percent: Every product except gold would sell at 60 % off \(now \d+ % off\)\. Run it again with --confirm to apply it\./,
      );
      expect(await catalogueVersion(db())).toBe(version);

      const confirmed = await cli("settings", "set", "discount_percent", "60", "--confirm");
      expectExit(confirmed, 0);
      expect(confirmed.stdout).toMatch(/^discount_percent = 60 at catalogue version \d+/);
      await refreshCatalogue();
      expect((await catalogue()).settings.discountBasisPoints).toBe(6_000);
      expectExit(await cli("settings", "set", "discount_percent", "10"), 0);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "shows the newest changes with who made them",
    async () => {
      const run = await cli("history", "fire-cape", "--json", "--limit", "2");
      expectExit(run, 0);
      const rows = JSON.parse(run.stdout) as { version: number; actor: string; key: string }[];
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.key === "fire-cape" && row.actor === ACTOR)).toBe(true);
      expect(rows[0]?.version).toBeGreaterThan(rows[1]?.version ?? Number.POSITIVE_INFINITY);
      const table = await cli("history", "--limit", "1");
      expectExit(table, 0);
      expect(table.stdout).toMatch(/^VERSION\s+AT\s+ACTOR\s+KEY\s+CHANGE\n/);
      // A product's change in its own words, as the back office's history says it.
      const fire = await cli("history", "fire-cape", "--limit", "20");
      expect(fire.stdout).toContain("Main account price: $22.00 -> $25.00");
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "answers a usage error with exit 2 and points at the help",
    async () => {
      const wrong = await cli("set", "fire-cape");
      expectExit(wrong, 2);
      expect(wrong.stderr).toContain("set needs --price, --option-price or --field");
      expect(wrong.stderr).toContain("npm run catalogue -- help");
    },
    SPAWN_TIMEOUT_MS,
  );
});
