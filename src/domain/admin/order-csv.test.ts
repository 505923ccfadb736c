import { describe, expect, it } from "vitest";
import type { OptionGroup } from "@/domain/catalogue/product-schema";
import { type CsvOrder, csvDollars, ORDER_CSV_COLUMNS, orderCsvHeader, orderCsvLines } from "./order-csv";

const GROUPS: Record<string, OptionGroup[]> = {
  "fire-cape": [
    {
      id: "method",
      label: "Play method",
      kind: "single",
      choices: [
        { id: "parsec", label: "Parsec" },
        { id: "piloted", label: "Piloted" },
      ],
    } as unknown as OptionGroup,
  ],
};

const ORDER: CsvOrder = {
  reference: "RF-ABCDEFGH",
  createdAt: "2026-11-26T10:00:00.000Z",
  status: "paid",
  fulfilment: "queued",
  testMode: false,
  email: "ada@example.com",
  rsn: "Zezima",
  lines: [
    {
      sku: "fire-cape",
      name: "Fire Cape",
      subName: "",
      count: 1,
      config: { method: "parsec" },
      unitCents: 6_000,
      totalCents: 6_000,
      discountCents: 600,
      payableCents: 5_400,
    },
    {
      sku: "quest-points",
      name: "Quest points",
      subName: "Level 10",
      count: 2,
      config: {},
      unitCents: 1_000,
      totalCents: 2_000,
      discountCents: 0,
      payableCents: 2_000,
    },
  ],
  promoCode: "SPRING",
  promoCents: 400,
  totalCents: 7_000,
  currency: "USD",
  method: "card",
  paymentReferences: ["pi_123"],
  refundedCents: 1_000,
  refundReasons: ["Late", "Part undone"],
};

const groupsOf = (sku: string) => GROUPS[sku];
const records = (text: string) =>
  text
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));

describe("order CSV", () => {
  it("writes a header and one record per line, the order's columns repeated, amounts in dollars", () => {
    expect(orderCsvHeader()).toBe(`${ORDER_CSV_COLUMNS.join(",")}\r\n`);
    const [first, second] = records(orderCsvLines(ORDER, groupsOf)).map((cells) =>
      Object.fromEntries(ORDER_CSV_COLUMNS.map((column, index) => [column, cells[index]])),
    );
    expect(first).toEqual({
      reference: "RF-ABCDEFGH",
      date: "2026-11-26T10:00:00.000Z",
      status: "paid",
      fulfilment: "queued",
      mode: "live",
      email: "ada@example.com",
      rsn: "Zezima",
      sku: "fire-cape",
      product: "Fire Cape",
      options: "Play method: Parsec",
      quantity: "1",
      list_price: "60.00",
      discount: "6.00",
      promo_code: "SPRING",
      promo_discount: "4.00",
      charged: "70.00",
      currency: "USD",
      payment_method: "card",
      payment_reference: "pi_123",
      refunded: "10.00",
      refund_reasons: "Late; Part undone",
      revenue: "43.78",
    });
    expect(second).toMatchObject({
      reference: "RF-ABCDEFGH",
      sku: "quest-points",
      product: "Quest points (Level 10)",
      options: "—",
      quantity: "2",
      list_price: "20.00",
      discount: "0.00",
      charged: "70.00",
      revenue: "16.22",
    });
  });

  it("shares the revenue over the lines so the records add up to the order's revenue", () => {
    const revenue = records(orderCsvLines(ORDER, groupsOf)).map((cells) => cells.at(-1));
    expect(revenue.reduce((sum, cell) => sum + Math.round(Number(cell) * 100), 0)).toBe(6_000);
    const unpaid = records(orderCsvLines({ ...ORDER, status: "pending", refundedCents: 0 }, groupsOf));
    expect(unpaid.map((cells) => cells.at(-1))).toEqual(["0.00", "0.00"]);
  });

  it("keeps an order without lines as one record, and leaves out what the order does not have", () => {
    const [cells] = records(
      orderCsvLines(
        { ...ORDER, lines: [], promoCode: null, promoCents: 0, paymentReferences: [], refundReasons: [] },
        groupsOf,
      ),
    );
    expect(cells).toHaveLength(ORDER_CSV_COLUMNS.length);
    expect(cells?.slice(7, 15)).toEqual(["", "", "", "", "", "", "", ""]);
    expect(cells?.slice(17, 21)).toEqual(["card", "", "10.00", ""]);
  });

  it("guards a formula a customer typed, in every text cell", () => {
    const text = orderCsvLines(
      { ...ORDER, rsn: "=cmd|' /C calc'!A0", email: "@evil.example", refundReasons: ["+1 bad"], lines: [] },
      groupsOf,
    );
    expect(text).toContain(",'@evil.example,'=cmd|' /C calc'!A0,");
    expect(text).toContain(",'+1 bad,");
  });

  it("writes cents as dollars with two decimals", () => {
    expect(csvDollars(5)).toBe("0.05");
    expect(csvDollars(123_456)).toBe("1234.56");
    expect(csvDollars(null)).toBe("");
  });
});
