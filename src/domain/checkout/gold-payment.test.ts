import { describe, expect, it } from "vitest";
import { productSchema } from "@/domain/catalogue/product-schema";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { type PriceResult, priceLine } from "@/domain/pricing/price-line";
import {
  decideGoldPayment,
  formatGoldTenths,
  GOLD_PAYMENT_MESSAGES,
  goldPaymentRefusal,
  goldPaymentSteps,
  goldPaymentTenths,
  isGoldPayment,
} from "./gold-payment";
import { manualPaymentSteps } from "./manual-payment";

const BUY = 12_000;

function fixedProduct(baseCents: number) {
  return productSchema.parse({
    sku: "test-service",
    slug: "test-service",
    name: "Test service",
    imageSrc: "/art/pvm.svg",
    shortDescription: "A service for the gold payment tests.",
    longDescription: "A service that exists only so the gold payment figure can be compared with the page's.",
    requirements: [],
    customerProvides: ["Nothing"],
    estimatedTime: "1 day",
    faq: [],
    pricing: { kind: "fixed", baseCents },
  });
}

function pagesFigure(result: PriceResult): { millions: number; payableCents: number } {
  if (!result.ok) throw new Error(result.reason);
  return { millions: result.goldEquivalentMillions, payableCents: result.payableCents };
}

describe("goldPaymentTenths", () => {
  it("asks a one-line cart's total in the figure its product page shows, under and over 10 USD, at any buy rate", () => {
    for (const baseCents of [150, 999, 1_000, 2_200, 16_000, 123_457]) {
      for (const [discount, buy] of [
        [0, BUY],
        [1_000, BUY],
        [1_000, 9_500],
      ] as const) {
        const page = pagesFigure(
          priceLine(fixedProduct(baseCents), {}, 1, {
            discountBasisPoints: discount,
            goldBuyMillicentsPerMillion: buy,
          }),
        );
        // A one-line cart's total is its line's payable amount (reprice.ts).
        expect(goldPaymentTenths(page.payableCents, buy)).toBe(Math.round(page.millions * 10));
      }
    }
  });

  it("is the spec's buy-rate figure in tenths: whole millions rounded up from 10 USD, one decimal under", () => {
    expect(goldPaymentTenths(1_200, BUY)).toBe(1_000); // $12 -> 100M
    expect(goldPaymentTenths(1_000, BUY)).toBe(840); // 83.33 -> 84M
    expect(goldPaymentTenths(999, BUY)).toBe(833); // 83.25 -> 83.3M
    expect(goldPaymentTenths(150, BUY)).toBe(125);
    expect(formatGoldTenths(840)).toBe("84M");
    expect(formatGoldTenths(125)).toBe("12.5M");
  });
});

describe("goldPaymentRefusal", () => {
  it("refuses a cart holding gold and lets services through", () => {
    expect(goldPaymentRefusal([{ sku: "pvm-zulrah" }, { sku: GOLD_SKU }])).toBe(GOLD_PAYMENT_MESSAGES.goldInCart);
    expect(goldPaymentRefusal([{ sku: "pvm-zulrah" }, { sku: "quest-cape" }])).toBeNull();
    expect(isGoldPayment("gold")).toBe(true);
    expect(isGoldPayment("zelle")).toBe(false);
  });
});

describe("decideGoldPayment", () => {
  const order = { method: "gold", status: "pending" as const, askedTenths: 840 };

  it("records the gold asked or more, with the trimmed account that received it", () => {
    expect(decideGoldPayment(order, { millions: 84, account: "  Shop  Mule " })).toEqual({
      ok: true,
      tenths: 840,
      account: "Shop Mule",
    });
    expect(decideGoldPayment(order, { millions: 90.5, account: "Mule1" })).toMatchObject({ ok: true, tenths: 905 });
    // Late gold still pays an order that expired or was cancelled unpaid, as late money does.
    expect(decideGoldPayment({ ...order, status: "expired" }, { millions: 84, account: "Mule1" }).ok).toBe(true);
  });

  it("refuses less than asked, a slip far above it, and figures that are not tenths", () => {
    const less = decideGoldPayment(order, { millions: 83.9, account: "Mule1" });
    expect(less).toMatchObject({ ok: false, field: "millions" });
    expect(less.ok ? "" : less.reason).toContain("less than the 84M asked");
    expect(decideGoldPayment(order, { millions: 840, account: "Mule1" })).toMatchObject({
      ok: false,
      field: "millions",
    });
    for (const millions of [0, -84, 84.05, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(decideGoldPayment(order, { millions, account: "Mule1" })).toMatchObject({ ok: false, field: "millions" });
    }
  });

  it("refuses an account that is not an in-game name", () => {
    for (const account of ["", "   ", "a".repeat(13), "Mule<script>", "Mule\nTwo"]) {
      expect(decideGoldPayment(order, { millions: 84, account })).toMatchObject({ ok: false, field: "account" });
    }
  });

  it("refuses an order that is not paid with gold or is already paid", () => {
    expect(decideGoldPayment({ ...order, method: "zelle" }, { millions: 84, account: "Mule1" })).toMatchObject({
      ok: false,
      reason: GOLD_PAYMENT_MESSAGES.notGoldPayment,
    });
    expect(decideGoldPayment({ ...order, askedTenths: null }, { millions: 84, account: "Mule1" }).ok).toBe(false);
    expect(decideGoldPayment({ ...order, status: "paid" }, { millions: 84, account: "Mule1" })).toMatchObject({
      ok: false,
      field: null,
    });
  });
});

describe("goldPaymentSteps", () => {
  it("tells the buyer the millions, the reference and that the trade details come on the order's page", () => {
    const steps = goldPaymentSteps({ reference: "RF-ABCDEFGH", goldTenths: 840 });
    expect(steps[0]).toBe("Pay 84M of OSRS gold by trading it to our trader in game, and quote RF-ABCDEFGH.");
    expect(steps.join(" ")).toContain("world, the meeting place and our trader's in-game name");
    expect(
      manualPaymentSteps({ reference: "RF-ABCDEFGH", method: "gold", totalCents: 1_000, goldTenths: 840 }),
    ).toEqual(steps);
  });
});
