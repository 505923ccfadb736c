import { describe, expect, it } from "vitest";
import type { OrderLine } from "@/domain/checkout/reprice";
import * as parts from "./email-parts";
import { EMAIL_SAMPLES, SAMPLE_BRAND, SAMPLE_ORDER } from "./email-samples";

/* Each line of an email's line list shows its product's picture beside its name, from its inline part. */

const pictures = (html: string) => [...html.matchAll(/<img\b[^>]*src="cid:art-([^"@]+)@runeforge"[^>]*>/g)];

function lines(skus: string[]): OrderLine[] {
  const [first] = SAMPLE_ORDER.lines;
  if (!first) throw new Error("no sample line");
  return skus.map((sku, index) => ({ ...first, sku, name: `Line ${index + 1}` }));
}

describe("the line pictures in emails", () => {
  it('show one picture per line of the receipt, with alt="" beside the name, none on the totals', () => {
    const receipt = EMAIL_SAMPLES.find((sample) => sample.id === "receipt")?.build(SAMPLE_BRAND).html ?? "";
    const shown = pictures(receipt);
    expect(shown.map((match) => match[1])).toEqual(SAMPLE_ORDER.lines.map((line) => line.sku));
    for (const [img] of shown) {
      expect(img).toContain('alt=""');
      expect(img).toMatch(/width="64"/);
      expect(img).toMatch(/height="48"/);
    }
  });

  it("show none for a line without a picture, and one per line for a product listed twice", () => {
    const order = { ...SAMPLE_ORDER, lines: lines(["pvm-vorkath", "no-such-product", "pvm-vorkath"]) };
    for (const html of [
      parts.receiptParts(SAMPLE_BRAND, order).html,
      parts.shopOrderParts(SAMPLE_BRAND, order, "paid").html,
      parts.manualOrderParts(SAMPLE_BRAND, { ...order, method: "crypto" }, ["Send it"]).html,
    ]) {
      expect(pictures(html).map((match) => match[1])).toEqual(["pvm-vorkath", "pvm-vorkath"]);
      expect(html).toContain("Line 2");
      expect(html).not.toContain("no-such-product");
    }
  });

  it("show the cart reminder's lines with their pictures, and a line without a sku bare", () => {
    const reminder = EMAIL_SAMPLES.find((sample) => sample.id === "cart-reminder")?.build(SAMPLE_BRAND).html ?? "";
    expect(pictures(reminder).map((match) => match[1])).toEqual(["fire-cape", "bundle-barrows-gloves"]);
    const bare = parts.reminderParts(SAMPLE_BRAND, {
      siteName: "RuneForge",
      items: [{ name: "Fire Cape", subName: "Zerker", count: 1 }],
      restoreUrl: "https://runeforge.example/cart/restore?t=x",
      unsubscribeUrl: "https://runeforge.example/unsubscribe?t=x",
      testShop: false,
    });
    expect(pictures(bare.html)).toEqual([]);
    expect(bare.html).toContain("Fire Cape");
  });
});
