import { describe, expect, it } from "vitest";
import { customerListQuerySchema, customerSearch, paidOrder, summariseCustomers } from "./customers";

describe("customerSearch", () => {
  it("uses the order search's rules, with an amount read as text", () => {
    expect(customerSearch("Bob@")).toEqual({ field: "text", value: "bob@" });
    expect(customerSearch("31.50")).toEqual({ field: "text", value: "31.50" });
    expect(customerSearch("Zo")).toEqual({ field: "rsn", value: "zo" });
    expect(customerSearch("")).toBeNull();
  });
});

describe("customerListQuerySchema", () => {
  it("takes a search and an opaque page key, and nothing else", () => {
    expect(customerListQuerySchema.parse({ q: " bob ", after: "" })).toEqual({ q: "bob" });
    expect(customerListQuerySchema.safeParse({ after: "bob@example.com" }).success).toBe(false);
    expect(customerListQuerySchema.safeParse({ email: "bob@example.com" }).success).toBe(false);
  });
});

describe("summariseCustomers", () => {
  it("joins the readings by email in the page's order, with zeros where a reading says nothing", () => {
    const rows = summariseCustomers(
      ["amy@example.com", "bob@example.com"],
      [
        {
          email: "bob@example.com",
          orders: 3,
          liveOrders: 2,
          paidCents: 6_300,
          refundedCents: 1_000,
          firstOrderAt: "2026-01-01T00:00:00.000Z",
          lastOrderAt: "2026-02-01T00:00:00.000Z",
        },
      ],
      [{ email: "bob@example.com", name: "Bob", rsn: "Iron Bob" }],
      [{ email: "amy@example.com", messages: 2, lastMessageAt: "2026-03-01T00:00:00.000Z" }],
      [{ email: "bob@example.com", uses: 1 }],
    );
    expect(rows.map((row) => row.email)).toEqual(["amy@example.com", "bob@example.com"]);
    expect(rows[0]).toMatchObject({ orders: 0, paidCents: 0, name: null, messages: 2, promoUses: 0 });
    expect(rows[1]).toMatchObject({ orders: 3, paidCents: 6_300, refundedCents: 1_000, rsn: "Iron Bob", messages: 0 });
  });

  it("counts a charge as paid only once the money arrived", () => {
    expect(paidOrder("paid")).toBe(true);
    expect(paidOrder("refunded")).toBe(true);
    expect(paidOrder("pending")).toBe(false);
  });
});
