import { describe, expect, it } from "vitest";
import { allCatalogueEntries, CATALOGUE } from "./catalogue";
import { isProductRoutePath } from "./product-routes";

describe("isProductRoutePath", () => {
  it("holds every product's page, so the proxy checks them all", () => {
    const missed = allCatalogueEntries()
      .map((entry) => entry.path)
      .filter((path) => !isProductRoutePath(path));
    expect(missed).toEqual([]);
  });

  it("holds an unknown slug of each line's route", () => {
    for (const line of CATALOGUE.filter((candidate) => candidate.basePath !== "")) {
      expect(isProductRoutePath(`${line.basePath}/no-such-product`), line.id).toBe(true);
    }
  });

  it("leaves listings, other pages and deeper paths alone", () => {
    for (const path of [
      "/",
      "/osrs-quests",
      "/osrs-services",
      "/osrs-gold",
      "/blog/x",
      "/osrs-quests/a/b",
      "/fire-capes",
    ]) {
      expect(isProductRoutePath(path), path).toBe(false);
    }
  });
});
