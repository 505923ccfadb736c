import { describe, expect, it } from "vitest";
import { CATALOGUE, findProduct, findProductBySku, getLine } from "./catalogue";
import {
  lineCardData,
  productCardData,
  productCrumbs,
  SERVICES_PATH,
  servicesLineCards,
  servicesSections,
} from "./catalogue-views";

function entry(sku: string) {
  const found = findProductBySku(sku);
  if (!found) throw new Error(`no product ${sku}`);
  return found;
}

describe("productCardData", () => {
  it("shows the cheapest way in and what it costs after the discount", () => {
    const card = productCardData(entry("fire-cape"), 1_000);
    expect(card).toMatchObject({ sku: "fire-cape", href: "/fire-cape", fromCents: 2_200, fromPayableCents: 1_980 });
    expect(card).not.toHaveProperty("fromPer");
    expect(productCardData(entry("fire-cape"), 0).fromPayableCents).toBe(2_200);
  });

  it("says what a per-unit price is per", () => {
    const skills = lineCardData(getLine("skills"), 1_000);
    expect(skills).toHaveLength(24);
    expect(skills.every((card) => card.fromPer !== undefined)).toBe(true);
  });
});

describe("productCrumbs", () => {
  it("goes through the line's own listing page", () => {
    const quest = findProduct("quests", "dragon-slayer-ii");
    expect(quest && productCrumbs(quest).map((crumb) => crumb.href)).toEqual([
      "/",
      "/osrs-quests",
      "/osrs-quests/dragon-slayer-ii",
    ]);
  });

  it("stops at /osrs-services for a line listed as a section of it", () => {
    expect(productCrumbs(entry("fire-cape"))).toEqual([
      { name: "Home", href: "/" },
      { name: "OSRS Services", href: SERVICES_PATH },
      { name: "Fire Cape", href: "/fire-cape" },
    ]);
  });
});

describe("the /osrs-services page", () => {
  it("has a section for each line the catalogue lists there, anchored by its listing path", () => {
    expect(servicesSections(CATALOGUE).map(({ id, heading, line }) => [id, heading, line.id])).toEqual([
      ["capes", "Capes", "capes"],
      ["megascales", "Megascales", "megascales"],
      ["bundles", "Bundles", "bundles"],
    ]);
  });

  it("links every other service line, never gold nor itself", () => {
    const ids = servicesLineCards(CATALOGUE).map((card) => card.id);
    expect(ids).not.toContain("gold");
    expect(ids).not.toContain("services");
    expect(ids).not.toContain("megascales");
    expect(ids).not.toContain("bundles");
    expect(ids).toEqual(expect.arrayContaining(["infernal-cape", "fire-cape", "quiver", "dt2", "ironman-gathering"]));
    expect(ids).toHaveLength(12);
  });
});
