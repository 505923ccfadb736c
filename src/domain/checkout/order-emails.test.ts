import { describe, expect, it } from "vitest";
import { orderEmailSubject, orderLinkLines, receiptEmail, shopOrderEmail } from "./order-emails";

const fireCape = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "",
  count: 1,
  config: {},
  unitCents: 1_500,
  totalCents: 1_500,
  discountCents: 0,
  payableCents: 1_500,
};

const order = {
  reference: "RF-ABCDEFGH",
  email: "buyer@example.com",
  name: "Zezima Player",
  rsn: "Zezima",
  method: "card",
  lines: [
    {
      sku: "fire-cape",
      name: "Fire Cape",
      subName: "",
      count: 1,
      config: {},
      unitCents: 1_500,
      totalCents: 1_500,
      discountCents: 0,
      payableCents: 1_500,
    },
  ],
  totals: { subtotalCents: 1_500, discountCents: 0, totalCents: 1_500 },
  testMode: false,
};

describe("order emails", () => {
  it("mark every subject of a test order with TEST, and leave live orders alone", () => {
    expect(orderEmailSubject({ testMode: true }, "Paid order RF-1")).toBe("[TEST] Paid order RF-1");
    expect(orderEmailSubject({ testMode: false }, "Paid order RF-1")).toBe("Paid order RF-1");
    const test = { ...order, testMode: true };
    expect(receiptEmail(test, "RuneForge").subject).toBe("[TEST] RuneForge receipt for order RF-ABCDEFGH");
    expect(shopOrderEmail(test, "paid").subject).toBe("[TEST] Paid order RF-ABCDEFGH: $15.00");
    expect(shopOrderEmail({ ...order, testMode: false }, "pending").subject).toBe(
      "New manual order RF-ABCDEFGH: $15.00",
    );
  });

  it("list each line at its price before the discount, then the discount and the total, the figures adding up", () => {
    const discounted = {
      ...order,
      lines: [
        {
          ...fireCape,
          sku: "osrs-gold",
          name: "OSRS Gold",
          subName: "750M",
          unitCents: 14_250,
          totalCents: 14_250,
          discountCents: 0,
          payableCents: 14_250,
        },
        {
          ...fireCape,
          subName: "Zerker",
          unitCents: 3_500,
          totalCents: 3_500,
          discountCents: 350,
          payableCents: 3_150,
        },
      ],
      totals: { subtotalCents: 17_750, discountCents: 350, totalCents: 17_400 },
    };
    for (const text of [receiptEmail(discounted, "RuneForge").text, shopOrderEmail(discounted, "pending").text]) {
      expect(text).toMatch(
        /\n- OSRS Gold \(750M\): \$142\.50\n- Fire Cape \(Zerker\): \$35\.00\nDiscount: −\$3\.50\nTotal( paid)?: \$174\.00(\n|$)/,
      );
      // The amounts above the total, signed as printed, add up to it.
      const rows = [...text.matchAll(/^(- .*|Discount|Promo \S+): (−?)\$([\d,.]+)$/gm)].map(
        (match) => (match[2] ? -1 : 1) * Math.round(Number(match[3]?.replace(/,/g, "")) * 100),
      );
      expect(rows).toHaveLength(3);
      expect(rows.reduce((sum, cents) => sum + cents, 0)).toBe(17_400);
    }
    expect(receiptEmail(order, "RuneForge").text).not.toContain("Discount");
    expect(shopOrderEmail(order, "paid").text.endsWith("- Fire Cape: $15.00\nTotal: $15.00")).toBe(true);
  });

  it("show a promo code as its own line under the lines, the lines and it adding up to the total", () => {
    const withCode = {
      ...order,
      totals: { subtotalCents: 1_500, discountCents: 0, totalCents: 1_350, promo: { code: "SPRING10", cents: 150 } },
    };
    for (const text of [receiptEmail(withCode, "RuneForge").text, shopOrderEmail(withCode, "paid").text]) {
      expect(text).toMatch(/\n- Fire Cape: \$15\.00\nPromo SPRING10: −\$1\.50\nTotal( paid)?: \$13\.50(\n|$)/);
    }
    expect(receiptEmail(order, "RuneForge").text).not.toContain("Promo");
  });

  it("repeat a gold order's promise in the receipt, and say none without one", () => {
    const gold = { ...order, lines: [{ ...fireCape, sku: "osrs-gold", name: "OSRS Gold", subName: "750M" }] };
    const text = receiptEmail({ ...gold, goldPromise: { kind: "pre_order" } }, "RuneForge").text;
    expect(text).toContain("\nYour gold: Pre-order — beyond our stock, delivered as soon as new stock arrives.\n");
    // Beyond the stock, "what happens next" promises no 15 minutes the stock cannot keep.
    expect(text).toContain("with the world and the meeting place, at the time promised above.");
    expect(text).not.toContain("15 minutes");
    expect(receiptEmail(order, "RuneForge").text).not.toContain("Your gold");
    const inStock = receiptEmail({ ...gold, goldPromise: { kind: "in_stock", minutes: 15 } }, "RuneForge").text;
    expect(inStock).toContain("Your gold: In stock — delivered in about 15 minutes after payment.");
    expect(inStock).toContain(
      "What happens next: we trade your gold to Zezima in game; our team contacts you on live chat or by email with the world and the meeting place, usually within 15 minutes.",
    );
  });

  it("say what happens next in the order's words: services are played by our team, gold is traded", () => {
    const services = receiptEmail(order, "RuneForge").text;
    expect(services).toContain(
      "What happens next: our team contacts you on live chat or by email to arrange the work, usually within 15 minutes; then a player from our team plays your account.",
    );
    expect(services).not.toMatch(/booster|trade your gold/);
    const both = receiptEmail({ ...order, lines: [...order.lines, { ...fireCape, sku: "osrs-gold" }] }, "RuneForge");
    expect(both.text).toContain("we trade your gold to Zezima in game, and a player from our team plays your account.");
  });

  it("give the receipt the order page's link when it has one, and no link line without", () => {
    const url = "https://shop.example/orders/RF-ABCDEFGH?k=token";
    expect(receiptEmail(order, "RuneForge", url).text).toContain(`\nFollow your order: ${url}\n`);
    expect(receiptEmail(order, "RuneForge").text).not.toContain("Follow your order");
    expect(orderLinkLines(undefined)).toEqual([]);
  });
});

describe("a receipt sent again after a refund", () => {
  it("says what was paid and what went back, not just the payment", () => {
    const full = receiptEmail({ ...order, refundedCents: 1_500 }, "RuneForge").text;
    expect(full).toContain("We received your payment of $15.00, and have refunded all of it ($15.00).");
    expect(full).not.toContain("We have received your payment.");
    expect(full).toContain("Refunded: −$15.00\nKept: $0.00");
    expect(full).toContain("work on this order has stopped");
    const part = receiptEmail({ ...order, refundedCents: 500 }, "RuneForge").text;
    expect(part).toContain("$5.00 of it has been refunded, so $10.00 is kept for your order.");
    expect(part).toContain("our team contacts you");
    expect(receiptEmail({ ...order, refundedCents: 0 }, "RuneForge").text).not.toContain("Refunded");
  });
});
