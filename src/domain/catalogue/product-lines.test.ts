import { describe, expect, it } from "vitest";
import { PRODUCT_LINES } from "./product-lines";

describe("PRODUCT_LINES", () => {
  it("has unique ids and routes", () => {
    expect(new Set(PRODUCT_LINES.map((line) => line.id)).size).toBe(PRODUCT_LINES.length);
    expect(new Set(PRODUCT_LINES.map((line) => line.href)).size).toBe(PRODUCT_LINES.length);
  });

  it("covers every product line the spec routes to", () => {
    const routes = PRODUCT_LINES.map((line) => line.href.split("#")[0]);
    for (const route of [
      "/osrs-gold",
      "/osrs-services",
      "/infernal-cape",
      "/fire-cape",
      "/quiver",
      "/megascales",
      "/osrs-dt2",
      "/osrs-pvm",
      "/osrs-raids",
      "/osrs-quests",
      "/osrs-skills",
      "/osrs-diaries",
      "/osrs-minigames",
      "/osrs-combat-achievements",
      "/osrs-ironman-gathering",
    ]) {
      expect(routes).toContain(route);
    }
  });

  it("uses our own artwork", () => {
    for (const line of PRODUCT_LINES) expect(line.imageSrc).toMatch(/^\/art\/[a-z0-9-]+\.svg$/);
  });
});
