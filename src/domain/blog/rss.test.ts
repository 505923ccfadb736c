import { describe, expect, it } from "vitest";
import { buildRssFeed, escapeXml } from "./rss";

describe("RSS", () => {
  it("escapes every text", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("lists items with links, dates and authors", () => {
    const feed = buildRssFeed({
      title: "Shop blog",
      siteUrl: "https://shop.test/blog",
      description: "Guides",
      items: [
        { title: "Fire & Ice", url: "https://shop.test/blog/x", description: "d", date: "2026-11-20", author: "Mira" },
      ],
    });
    expect(feed).toContain("<title>Fire &amp; Ice</title>");
    expect(feed).toContain("<pubDate>Fri, 20 Nov 2026 00:00:00 GMT</pubDate>");
    expect(feed).toContain("<dc:creator>Mira</dc:creator>");
  });
});
