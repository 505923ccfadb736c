import { beforeAll, describe, expect, it, vi } from "vitest";
import { historyItem } from "@/domain/admin/catalogue-history";
import { CONFIRM_CODE } from "@/domain/admin/change-check";
import { catalogueHistory } from "@/server/catalogue/catalogue-repository";
import { catalogue, prepareCatalogue } from "@/server/catalogue/catalogue-store";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { aal2SessionToken, call, type Enrolled, enrolOperator } from "./support/admin-session";
import { optionCentsOf, storedProduct } from "./support/catalogue-records";

/*
 * Issue 17, item 1: the catalogue editor's API on this file's database (TEST_DB: SQLite or
 * PostgreSQL), through the route handlers with a signed-in operator: publish with field problems,
 * a stale version, revert (and its refusal once the product moved again), and settings.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const db = () => getDatabase().db;
let operator: Enrolled;
let token: string;

const publishRoute = () => import("@/app/api/admin/catalogue/products/[id]/route");
const revertRoute = () => import("@/app/api/admin/catalogue/revert/route");
const settingsRoute = () => import("@/app/api/admin/settings/route");

async function publish(sku: string, body: unknown) {
  const route = await publishRoute();
  return call(
    (request) => route.POST(request, { params: Promise.resolve({ id: sku }) }),
    `/api/admin/catalogue/products/${sku}`,
    { body, token, headers: { origin: "http://shop.test" } },
  );
}

async function revert(version: number) {
  const route = await revertRoute();
  return call(route.POST, "/api/admin/catalogue/revert", {
    body: { version },
    token,
    headers: { origin: "http://shop.test" },
  });
}

async function setSettingCall(body: unknown) {
  const route = await settingsRoute();
  return call(route.POST, "/api/admin/settings", { body, token, headers: { origin: "http://shop.test" } });
}

beforeAll(async () => {
  await ensureDatabaseReady();
  await prepareCatalogue();
  operator = await enrolOperator();
  token = await aal2SessionToken(operator);
});

describe("publishing a product", () => {
  it("writes the new price and text through the repository, names the operator in the history and audits it", async () => {
    const before = await storedProduct("fire-cape");
    const answer = await publish("fire-cape", {
      version: before.version,
      values: { "optionGroups.0.choices.0.baseCents": "123.45", name: "Fire Cape (edited)" },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({ product: { sku: "fire-cape", version: before.version + 1 }, changed: true });
    const after = await storedProduct("fire-cape");
    expect(optionCentsOf(after)).toBe(12_345);
    expect(after.product.name).toBe("Fire Cape (edited)");
    expect(after.updatedBy).toBe(`operator:${operator.email}`);
    const [latest] = await catalogueHistory(db(), { key: "fire-cape", limit: 1 });
    expect(latest?.actor).toBe(`operator:${operator.email}`);
    expect(optionCentsOf(latest?.before as never)).toBe(optionCentsOf(before));
    const audit = await auditOf(db(), "product", "fire-cape");
    expect(audit.at(-1)).toMatchObject({ action: "CATALOGUE_PRODUCT_PUBLISHED", operatorId: operator.id });
    // This process's catalogue caught up at once (its pages are dropped from it).
    expect(optionCentsOf((await catalogue()).recordBySku.get("fire-cape"))).toBe(12_345);
  });

  it("refuses the fire cape's dead base price and a $0.00 option price, naming the bound beside the field", async () => {
    const before = await storedProduct("fire-cape");
    const dead = await publish("fire-cape", { version: before.version, values: { "pricing.baseCents": "30.00" } });
    expect(dead.status).toBe(400);
    expect(dead.json.problems).toEqual([{ path: "pricing.baseCents", message: "is not a field of this product" }]);
    for (const price of ["0", "0.49", "10000.01"]) {
      const answer = await publish("fire-cape", {
        version: before.version,
        values: { "optionGroups.0.choices.0.baseCents": price },
        confirm: true,
      });
      expect(answer.status).toBe(400);
      const [problem, ...others] = answer.json.problems as { path: string; message: string }[];
      expect(others).toEqual([]);
      expect(problem?.path).toBe("optionGroups.0.choices.0.baseCents");
      expect(problem?.message).toContain("a price is from $0.50 to $10,000.00");
    }
    expect(await storedProduct("fire-cape")).toEqual(before);
  });

  it("asks a second confirmation for a cut by more than half (409 naming the effect), and applies it once confirmed", async () => {
    const before = await storedProduct("fire-cape");
    const main = optionCentsOf(before) ?? 0;
    const cut = Math.floor(main / 2) - 1;
    const values = { "optionGroups.0.choices.0.baseCents": (cut / 100).toFixed(2) };
    const asked = await publish("fire-cape", { version: before.version, values });
    expect(asked.status).toBe(409);
    expect(asked.json.code).toBe(CONFIRM_CODE);
    expect(String(asked.json.message)).toMatch(
      /^Fire Cape \(edited\): Main account price falls from \$[\d.,]+ to \$[\d.,]+ \(−\d+ %\)/,
    );
    expect(await storedProduct("fire-cape")).toEqual(before);
    const applied = await publish("fire-cape", { version: before.version, values, confirm: true });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    expect(optionCentsOf(await storedProduct("fire-cape"))).toBe(cut);
    // The history names the field as the owner does.
    const [latest] = await catalogueHistory(db(), { key: "fire-cape", limit: 1 });
    if (!latest) throw new Error("no change");
    expect(historyItem(latest).leaves.map((leaf) => leaf.field)).toEqual(["Main account price"]);
  });

  it("refuses bad values with a 400 naming each field, and writes nothing", async () => {
    const before = await storedProduct("fire-cape");
    const answer = await publish("fire-cape", {
      version: before.version,
      values: { "optionGroups.0.choices.0.baseCents": "-5", name: "", shortDescription: "short", nonsense: "1" },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("bad_request:admin-catalogue");
    expect(typeof answer.json.message).toBe("string");
    const problems = answer.json.problems as { path: string; message: string }[];
    expect(problems.map((problem) => problem.path).sort()).toEqual(
      ["name", "nonsense", "optionGroups.0.choices.0.baseCents", "shortDescription"].sort(),
    );
    expect(await storedProduct("fire-cape")).toEqual(before);
  });

  it("refuses a stale version with a 409 and leaves the newer change alone", async () => {
    const before = await storedProduct("fire-cape");
    const answer = await publish("fire-cape", {
      version: before.version - 1,
      values: { "optionGroups.0.choices.0.baseCents": "20.00" },
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: "conflict:admin-catalogue" });
    expect(String(answer.json.message)).toContain("changed by someone else meanwhile");
    expect(await storedProduct("fire-cape")).toEqual(before);
  });

  it("lets one of two operators publishing a price at once win; the other is told it moved, and hostile bodies are 400s", async () => {
    const before = await storedProduct("fire-cape");
    const main = (price: string) =>
      publish("fire-cape", { version: before.version, values: { "optionGroups.0.choices.0.baseCents": price } });
    const answers = await Promise.all([main("31.00"), main("32.00")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers[0]?.status === 200 ? 3_100 : 3_200;
    expect(optionCentsOf(await storedProduct("fire-cape"))).toBe(won);
    expect((await storedProduct("fire-cape")).version).toBe(before.version + 1);
    const now = await storedProduct("fire-cape");
    for (const body of [
      { version: now.version, values: { "optionGroups.0.choices.0.baseCents": "1.00" }, confirm: "yes" },
      { version: now.version, values: { "optionGroups.0.choices.0.baseCents": "99999999999" }, confirm: true },
      { version: now.version, values: { "optionGroups.0.choices.0.baseCents": "1e3" } },
    ]) {
      expect((await publish("fire-cape", body)).status).toBe(400);
    }
    expect(await storedProduct("fire-cape")).toEqual(now);
  });

  it("answers 404 for an unknown or malformed sku and 400 for a malformed body", async () => {
    expect((await publish("no-such-product", { version: 1, values: {} })).status).toBe(404);
    expect((await publish("Not A Sku!", { version: 1, values: {} })).status).toBe(404);
    const bad = await publish("fire-cape", { version: "one", values: [] });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: "bad_request:admin-catalogue" });
  });
});

describe("reverting a change", () => {
  it("writes the before state back as a new change, and refuses once the product moved again", async () => {
    const start = await storedProduct("infernal-cape");
    const first = await publish("infernal-cape", {
      version: start.version,
      values: { "optionGroups.0.choices.0.baseCents": "999.00" },
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const [change] = await catalogueHistory(db(), { key: "infernal-cape", limit: 1 });
    if (!change) throw new Error("no change");
    const reverted = await revert(change.version);
    expect(reverted.status, JSON.stringify(reverted.json)).toBe(200);
    expect(optionCentsOf(await storedProduct("infernal-cape"))).toBe(optionCentsOf(start));
    const history = await catalogueHistory(db(), { key: "infernal-cape", limit: 2 });
    expect(history.map((row) => row.version)).toEqual([change.version + 1, change.version]);
    expect(history[0]?.after).toEqual(change.before);
    expect((await auditOf(db(), "product", "infernal-cape")).at(-1)).toMatchObject({
      action: "CATALOGUE_CHANGE_REVERTED",
    });

    // The first change is no longer the latest: reverting it again is refused, nothing written.
    const again = await revert(change.version);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "conflict:admin-catalogue" });
    expect(String(again.json.message)).toContain("changed again since");
    expect((await catalogueHistory(db(), { key: "infernal-cape", limit: 1 }))[0]?.version).toBe(change.version + 1);
  });

  it("refuses the seed's first row (nothing before it) and an unknown version", async () => {
    const [added] = (await catalogueHistory(db(), { key: "fire-cape", limit: 500 })).slice(-1);
    expect(added?.before).toBeUndefined();
    expect((await revert(added?.version ?? 1)).status).toBe(400);
    expect((await revert(9_999_999)).status).toBe(404);
    expect((await revert(-1)).status).toBe(400);
  });
});

describe("settings", () => {
  it("sets a setting from the value the form showed, refuses a stale one (409) and a bad value (400), reverts it", async () => {
    const settings = (await catalogue()).settings;
    const saved = await setSettingCall({
      key: "discount_percent",
      value: "15",
      expected: settings.discountBasisPoints,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toEqual({ setting: { key: "discount_percent", value: "15", stored: 1_500 }, changed: true });
    expect((await catalogue()).settings.discountBasisPoints).toBe(1_500);

    const stale = await setSettingCall({
      key: "discount_percent",
      value: "20",
      expected: settings.discountBasisPoints,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("conflict:admin-catalogue");

    const bad = await setSettingCall({ key: "discount_percent", value: "-3", expected: 1_500 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ problems: [{ path: "discount_percent" }] });
    const unknown = await setSettingCall({ key: "nope", value: "1", expected: 0 });
    expect(unknown.status).toBe(400);

    const [change] = await catalogueHistory(db(), { key: "discount_percent", limit: 1 });
    expect(change?.actor).toBe(`operator:${operator.email}`);
    expect((await revert(change?.version ?? 0)).status).toBe(200);
    expect((await catalogue()).settings.discountBasisPoints).toBe(settings.discountBasisPoints);
    expect((await auditOf(db(), "setting", "discount_percent")).map((entry) => entry.action)).toEqual([
      "CATALOGUE_SETTING_SET",
      "CATALOGUE_CHANGE_REVERTED",
    ]);
  });
});
