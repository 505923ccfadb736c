import { describe, expect, it } from "vitest";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { orderTable, orderTableAddsUp, orderTableText } from "./order-table";

function line(name: string, subName: string, count: number, totalCents: number, discountCents: number): OrderLine {
  return {
    sku: name.toLowerCase().replace(/\s+/g, "-"),
    name,
    subName,
    count,
    config: {},
    unitCents: totalCents / count,
    totalCents,
    discountCents,
    payableCents: totalCents - discountCents,
  };
}

/** Totals as repriceCart and the promo code make them, so the test runs on figures the shop stores. */
function totalsOf(lines: OrderLine[], promoCents = 0, code = "SPRING10"): OrderTotals {
  const payable = lines.reduce((sum, each) => sum + each.payableCents, 0);
  return {
    subtotalCents: lines.reduce((sum, each) => sum + each.totalCents, 0),
    discountCents: lines.reduce((sum, each) => sum + each.discountCents, 0),
    totalCents: payable - promoCents,
    ...(promoCents > 0 ? { promo: { code, cents: promoCents } } : {}),
  };
}

/** Sums the amounts the text prints above the total, read back from the words: what a reader would add. */
function textSum(text: string[]): { rows: number; total: number } {
  const cents = (value: string) => Math.round(Number(value.replace(/[$,]/g, "")) * 100);
  let rows = 0;
  let total = Number.NaN;
  for (const each of text) {
    const match = /^(.*): (−?)(\$[\d,.]+)$/.exec(each);
    if (!match) throw new Error(`unreadable row: ${each}`);
    const [, label = "", sign, figure = ""] = match;
    const amount = (sign ? -1 : 1) * cents(figure);
    if (label.startsWith("Total")) total = amount;
    else rows += amount;
  }
  return { rows, total };
}

describe("order table", () => {
  it("shows a discounted line at its list price, the discount under it, and a total they add up to", () => {
    const lines = [line("Fire Cape", "", 1, 2_200, 220)];
    const table = orderTable(lines, totalsOf(lines), "Total paid");
    expect(orderTableText(table)).toEqual(["- Fire Cape: $22.00", "Discount: −$2.20", "Total paid: $19.80"]);
    expect(orderTableAddsUp(table)).toBe(true);
  });

  it("has no discount row for an undiscounted order", () => {
    const lines = [line("Fire Cape", "Solo", 1, 1_500, 0)];
    const table = orderTable(lines, totalsOf(lines));
    expect(orderTableText(table)).toEqual(["- Fire Cape (Solo): $15.00", "Total: $15.00"]);
    expect(orderTableAddsUp(table)).toBe(true);
  });

  it("puts the promo code in its own row after the discount", () => {
    const lines = [line("Infernal Cape", "", 1, 10_000, 1_000)];
    const table = orderTable(lines, totalsOf(lines, 450));
    expect(orderTableText(table)).toEqual([
      "- Infernal Cape: $100.00",
      "Discount: −$10.00",
      "Promo SPRING10: −$4.50",
      "Total: $85.50",
    ]);
    expect(table.rows.find((row) => row.kind === "promo")).toMatchObject({ code: "SPRING10", amountCents: -450 });
    expect(orderTableAddsUp(table)).toBe(true);
  });

  it("adds up for gold (never discounted) beside a discounted line and a line of several", () => {
    const lines = [
      line("OSRS Gold", "750M", 1, 14_250, 0),
      line("Fire Cape", "Zerker", 1, 3_500, 350),
      line("Quest", "", 3, 2_997, 297),
    ];
    const table = orderTable(lines, totalsOf(lines, 100, "GOLD1"));
    expect(orderTableText(table)).toEqual([
      "- OSRS Gold (750M): $142.50",
      "- Fire Cape (Zerker): $35.00",
      "- Quest × 3: $29.97",
      "Discount: −$6.47",
      "Promo GOLD1: −$1.00",
      "Total: $200.00",
    ]);
    const read = textSum(orderTableText(table));
    expect(read.rows).toBe(read.total);
    expect(read.total).toBe(20_000);
  });

  it("says a line's quantity once: a kills line's options already give it", () => {
    const lines = [line("Vorkath", "30 kills · Awakened", 30, 9_000, 0)];
    expect(orderTableText(orderTable(lines, totalsOf(lines)))).toEqual([
      "- Vorkath (30 kills · Awakened): $90.00",
      "Total: $90.00",
    ]);
  });

  it("adds up over many generated orders, and says so when stored figures do not", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const lines = Array.from({ length: 1 + (seed % 4) }, (_, index) => {
        const total = 100 + ((seed * 7_919 + index * 104_729) % 90_000);
        return line(`Item ${index}`, "", 1 + (index % 3), total, seed % 3 === 0 ? 0 : Math.floor(total / 10));
      });
      const payable = lines.reduce((sum, each) => sum + each.payableCents, 0);
      const table = orderTable(lines, totalsOf(lines, seed % 2 === 0 ? Math.min(500, payable - 1) : 0));
      expect(orderTableAddsUp(table)).toBe(true);
      const read = textSum(orderTableText(table));
      expect(read.rows).toBe(read.total);
    }
    const lines = [line("Fire Cape", "", 1, 2_200, 220)];
    const wrong = orderTable(lines, { ...totalsOf(lines), totalCents: 2_200 });
    expect(orderTableAddsUp(wrong)).toBe(false);
  });
});
