import { describe, expect, it } from "vitest";
import { quoteRequestSchema, quoteResponseSchema } from "./checkout-quote";

const item = {
  sku: "fire-cape",
  name: "Fire Cape",
  count: 1,
  pricePer: 3_500,
  totalPrice: 3_500,
  imageSrc: "/art/fire-cape.svg",
  config: { "account-type": "zerker" },
};
const line = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Zerker",
  count: 1,
  config: {},
  unitCents: 3_500,
  totalCents: 3_500,
  discountCents: 350,
  payableCents: 3_150,
};

describe("the checkout quote contract", () => {
  it("takes the cart's lines, never an empty cart or anything else", () => {
    expect(quoteRequestSchema.parse({ items: [item] })).toEqual({ items: [item] });
    expect(quoteRequestSchema.safeParse({ items: [] }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ items: [item], total: 1 }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ items: [{ ...item, totalPrice: -1 }] }).success).toBe(false);
  });

  it("answers a priced or refused result per line and the totals", () => {
    const totals = { subtotalCents: 3_500, discountCents: 350, totalCents: 3_150 };
    const answer = {
      results: [
        { status: "priced", line },
        { status: "refused", sku: "gone", reason: "This product is no longer sold." },
      ],
      totals,
    };
    expect(quoteResponseSchema.parse(answer)).toEqual(answer);
    expect(quoteResponseSchema.safeParse({ results: [{ status: "maybe" }], totals }).success).toBe(false);
  });
});
