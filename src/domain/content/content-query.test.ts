import { describe, expect, it } from "vitest";
import { compareStems, queryContent } from "./content-query";

const articles = [
  { stem: "10-zulrah", title: "Zulrah", date: "2026-09-01", tags: ["Bossing"], draft: false, locale: "en" },
  { stem: "2-inferno", title: "Inferno", date: "2026-07-01", tags: ["Capes", "Bossing"], draft: false, locale: "en" },
  { stem: "1-fire-cape", title: "Fire cape", date: "2026-06-01", tags: ["Capes"], draft: false, locale: "en" },
  { stem: "guides/3-quests", title: "Quests", date: "2026-08-01", tags: ["Quests"], draft: true, locale: "en" },
  { stem: "4-or", title: "Or", date: "2026-08-15", tags: ["Gold"], draft: false, locale: "fr" },
];

describe("queryContent", () => {
  it("sorts by stem by default, numbers as numbers", () => {
    expect(queryContent(articles).map((article) => article.stem)).toEqual([
      "1-fire-cape",
      "2-inferno",
      "4-or",
      "10-zulrah",
      "guides/3-quests",
    ]);
    expect(compareStems("2-x", "10-x")).toBeLessThan(0);
  });

  it("filters with where: equality and operators", () => {
    expect(queryContent(articles, { where: { draft: false }, count: true })).toBe(4);
    expect(queryContent(articles, { where: { tags: { $contains: "Capes" } } }).map((a) => a.stem)).toEqual([
      "1-fire-cape",
      "2-inferno",
    ]);
    expect(
      queryContent(articles, { where: { date: { $gte: "2026-08-01" }, draft: { $ne: true } } }).map((a) => a.stem),
    ).toEqual(["4-or", "10-zulrah"]);
    expect(queryContent(articles, { where: { stem: { $in: ["2-inferno", "nope"] } } })).toHaveLength(1);
    expect(queryContent(articles, { where: { date: { $lt: "2026-07-01" } } }).map((a) => a.stem)).toEqual([
      "1-fire-cape",
    ]);
  });

  it("sorts by other fields in either direction", () => {
    expect(queryContent(articles, { sort: [{ date: -1 }] }).map((a) => a.stem)[0]).toBe("10-zulrah");
    expect(queryContent(articles, { sort: [{ title: 1 }] }).map((a) => a.title)[0]).toBe("Fire cape");
  });

  it("pages with skip and limit", () => {
    expect(queryContent(articles, { skip: 1, limit: 2 }).map((a) => a.stem)).toEqual(["2-inferno", "4-or"]);
    expect(queryContent(articles, { skip: 10 })).toEqual([]);
    expect(queryContent(articles, { limit: 0 })).toEqual([]);
  });

  it("shapes records with only and without", () => {
    expect(queryContent(articles, { only: ["stem", "title"], limit: 1 })).toEqual([
      { stem: "1-fire-cape", title: "Fire cape" },
    ]);
    expect(Object.keys(queryContent(articles, { without: ["tags", "locale"], limit: 1 })[0] ?? {})).toEqual([
      "stem",
      "title",
      "date",
      "draft",
    ]);
  });

  it("returns the first match or a count", () => {
    expect(queryContent(articles, { where: { tags: { $contains: "Bossing" } }, first: true })?.stem).toBe("2-inferno");
    expect(queryContent(articles, { where: { title: "Nope" }, first: true })).toBeUndefined();
    expect(queryContent(articles, { count: true })).toBe(5);
  });

  it("keeps to one locale when asked", () => {
    expect(queryContent(articles, { locale: "fr" }).map((a) => a.stem)).toEqual(["4-or"]);
    expect(queryContent(articles, { locale: "en", count: true })).toBe(4);
  });
});
