import { describe, expect, it } from "vitest";
import { composePaymentMark } from "./payment-marks";
import {
  artChoice,
  composeOgCard,
  composeProductArt,
  glyphMarkup,
  productArtMapSchema,
  wrapWords,
} from "./product-art";

const icon = { body: '<path fill="currentColor" d="M0 0h512v512H0z"/>' };

describe("composeProductArt", () => {
  it("draws the glyph in the line's frame, in parchment unless the product has a tint", () => {
    const svg = composeProductArt({ frame: "crest", accent: "#e2672b", tint: null, icon, title: "Vorkath" });
    expect(svg).toContain('stroke="#e2672b"');
    expect(svg).toContain('<use href="#g" fill="#efe6d8"/>');
    expect(svg).toContain("<title>Vorkath</title>");
    const tinted = composeProductArt({ frame: "square", accent: "#b9ab97", tint: "#5fb8d9", icon, title: "Rune" });
    expect(tinted).toContain('<use href="#g" fill="#5fb8d9"/>');
  });

  it("drops the icon's own currentColor fill and escapes the title", () => {
    expect(glyphMarkup(icon)).toBe('<path d="M0 0h512v512H0z"/>');
    const svg = composeProductArt({ frame: "round", accent: "#5fbf77", tint: null, icon, title: "A <b> & c" });
    expect(svg).toContain("<title>A &lt;b&gt; &amp; c</title>");
  });
});

describe("productArtMapSchema", () => {
  it("takes a glyph name or a glyph with a tint, nothing else", () => {
    const lines = { pvm: { frame: "crest", accent: "#e2672b" } };
    expect(productArtMapSchema.safeParse({ lines, products: { a: "dragon-head" } }).success).toBe(true);
    expect(productArtMapSchema.safeParse({ lines, products: { a: { icon: "ore", tint: "#123456" } } }).success).toBe(
      true,
    );
    expect(productArtMapSchema.safeParse({ lines, products: { a: "Dragon Head" } }).success).toBe(false);
    expect(
      productArtMapSchema.safeParse({ lines: { pvm: { frame: "blob", accent: "#e2672b" } }, products: {} }).success,
    ).toBe(false);
    expect(artChoice({ icon: "ore", tint: "#123456" })).toEqual({ icon: "ore", tint: "#123456" });
  });
});

describe("composePaymentMark", () => {
  it("writes a neutral wordmark where no brand set has the mark", () => {
    const svg = composePaymentMark({ source: { kind: "wordmark", text: "Interac" }, label: "Interac e-Transfer" });
    expect(svg).toContain(">Interac</text>");
    expect(svg).toContain("<title>Interac e-Transfer</title>");
  });

  it("draws a simple-icons mark in its brand colour, and refuses a missing one", () => {
    const source = { kind: "simple-icons", slug: "zelle", box: { width: 18, height: 18 } } as const;
    expect(
      composePaymentMark({ source, label: "Zelle", simpleIcon: { path: "M0 0h24v24H0z", hex: "6D1ED4" } }),
    ).toContain('fill="#6D1ED4"');
    expect(() => composePaymentMark({ source, label: "Zelle" })).toThrow(/simple-icons has no zelle/);
  });
});

describe("the Open Graph card", () => {
  it("wraps a long name at spaces, never splitting a word", () => {
    expect(wrapWords("Thermonuclear smoke devil combat achievements", 15)).toEqual([
      "Thermonuclear",
      "smoke devil",
      "combat",
      "achievements",
    ]);
    expect(wrapWords("Vorkath", 13)).toEqual(["Vorkath"]);
  });

  it("embeds the picture without its title and escapes the text", () => {
    const art = composeProductArt({ frame: "crest", accent: "#e2672b", tint: null, icon, title: "Vorkath" });
    const card = composeOgCard({ art, title: "Dragon & co", subtitle: "PvM <Bosses>" });
    expect(card).toContain('width="1200" height="630"');
    expect(card).not.toContain("<title>");
    expect(card).toContain("Dragon &amp; co");
    expect(card).toContain("PvM &lt;Bosses&gt;");
  });
});
