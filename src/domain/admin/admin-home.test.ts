import { describe, expect, it } from "vitest";
import { type HomeCounts, homeDay, homeSections } from "./admin-home";

const COUNTS: HomeCounts = {
  placedToday: 4,
  paidToday: 3,
  revenueTodayCents: 9_450,
  toStart: 2,
  toConfirm: 1,
  toAnswer: 5,
};

describe("homeDay", () => {
  it("is the UTC day of now, as the bounds the database compares", () => {
    expect(homeDay(new Date("2026-12-05T23:59:59.999Z"))).toEqual({
      day: "2026-12-05",
      since: "2026-12-05T00:00:00.000Z",
      until: "2026-12-06T00:00:00.000Z",
    });
    expect(homeDay(new Date("2026-12-31T00:00:00.000Z")).until).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("homeSections", () => {
  it("gives an owner every count, each linking to the list that holds it", () => {
    const sections = homeSections("owner", COUNTS, "2026-12-05", "live");
    expect(sections.map((section) => section.id)).toEqual(["today", "waiting"]);
    const tiles = Object.fromEntries(sections.flatMap((section) => section.tiles).map((tile) => [tile.id, tile]));
    expect(tiles["placed-today"]).toMatchObject({
      value: 4,
      href: "/admin/orders?mode=live&from=2026-12-05&to=2026-12-05",
    });
    expect(tiles["paid-today"]).toMatchObject({
      value: 3,
      href: "/admin/orders?mode=live&status=paid&from=2026-12-05&to=2026-12-05",
    });
    expect(tiles["revenue-today"]).toMatchObject({ value: 9_450, kind: "cents" });
    expect(tiles["to-start"]).toMatchObject({
      value: 2,
      href: "/admin/orders?mode=live&status=paid&fulfilment=queued",
    });
    expect(tiles["to-confirm"]).toMatchObject({
      value: 1,
      href: "/admin/orders?mode=live&status=pending&method=manual",
    });
    expect(tiles["to-answer"]).toMatchObject({ value: 5, href: "/admin/messages?status=new" });
  });

  it("shows staff the counts of lists they may open, never the revenue", () => {
    const ids = homeSections("staff", COUNTS, "2026-12-05", "live").flatMap((section) =>
      section.tiles.map((tile) => tile.id),
    );
    expect(ids).toEqual(["placed-today", "paid-today", "to-start", "to-confirm", "to-answer"]);
  });

  it("links to the orders of the view counted: test orders in a shop taking no real money", () => {
    const [today] = homeSections("owner", COUNTS, "2026-12-05", "test");
    expect(today?.tiles[0]?.href).toBe("/admin/orders?mode=test&from=2026-12-05&to=2026-12-05");
  });
});
