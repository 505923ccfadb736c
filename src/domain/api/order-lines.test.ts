import { describe, expect, it } from "vitest";
import { orderLineSchema, orderTotalsSchema } from "./order-lines";

const line = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Zerker",
  count: 1,
  config: { build: "zerker" },
  unitCents: 3500,
  totalCents: 3500,
  discountCents: 350,
  payableCents: 3150,
};

describe("order lines on the wire", () => {
  it("reads a priced line and its totals", () => {
    expect(orderLineSchema.parse(line)).toEqual(line);
    expect(orderTotalsSchema.parse({ subtotalCents: 3500, discountCents: 350, totalCents: 3150 })).toBeTruthy();
  });

  it("refuses cents that are not whole, non-negative numbers", () => {
    expect(orderLineSchema.safeParse({ ...line, totalCents: 35.5 }).success).toBe(false);
    expect(orderTotalsSchema.safeParse({ subtotalCents: -1, discountCents: 0, totalCents: 0 }).success).toBe(false);
  });
});
