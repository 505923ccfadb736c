import { describe, expect, it } from "vitest";
import {
  filterForViewer,
  filterProblems,
  methodsOf,
  orderDateRange,
  orderFilterSchema,
  orderSearch,
  referenceMayMatch,
} from "./order-filter";

describe("orderFilterSchema", () => {
  it("reads a query string's values and treats empty ones as any", () => {
    expect(
      orderFilterSchema.parse({ status: "paid", fulfilment: "", method: "zelle", mode: "test", q: "  Zezima " }),
    ).toEqual({ status: "paid", method: "zelle", mode: "test", q: "Zezima" });
    expect(orderFilterSchema.parse({})).toEqual({});
  });

  it("names each wrong value", () => {
    const result = orderFilterSchema.safeParse({ status: "shipped", mode: "prod", from: "2026-13-01" });
    expect(result.success).toBe(false);
    if (result.success) return;
    const text = filterProblems(result.error);
    expect(text).toContain("Status: must be one of pending, paid");
    expect(text).toContain("Mode: must be test or live");
    expect(text).toContain("From date: must be a date as YYYY-MM-DD");
  });

  it("refuses unknown keys, a reversed range and an endless search", () => {
    expect(orderFilterSchema.safeParse({ sort: "total" }).success).toBe(false);
    const reversed = orderFilterSchema.safeParse({ from: "2026-11-02", to: "2026-11-01" });
    expect(reversed.success || filterProblems(reversed.error)).toBe("From date: must not be after the To date");
    expect(orderFilterSchema.safeParse({ q: "x".repeat(321) }).success).toBe(false);
  });
});

describe("methodsOf", () => {
  it("reads manual as every method confirmed by hand, and a method as itself", () => {
    expect(orderFilterSchema.parse({ method: "manual" })).toEqual({ method: "manual" });
    expect(methodsOf("manual")).toEqual(["crypto", "zelle", "interac", "venmo", "chime", "revolut", "gold"]);
    expect(methodsOf("card")).toEqual(["card"]);
  });
});

describe("orderSearch", () => {
  it("looks a whole reference up as one value", () => {
    expect(orderSearch("rf-7k2m9qab")).toEqual({ field: "reference", value: "RF-7K2M9QAB" });
  });

  it("reads any other text of three characters or more as a fragment, lower-cased", () => {
    expect(orderSearch("Ada@Example.com")).toEqual({ field: "text", value: "ada@example.com" });
    expect(orderSearch("bob@")).toEqual({ field: "text", value: "bob@" });
    expect(orderSearch("example.com")).toEqual({ field: "text", value: "example.com" });
    expect(orderSearch("  Dave   Crypto ")).toEqual({ field: "text", value: "dave crypto" });
    expect(orderSearch("RF-44BH")).toEqual({ field: "text", value: "rf-44bh" });
    expect(orderSearch("44bh")).toEqual({ field: "text", value: "44bh" });
    expect(orderSearch("Zezima")).toEqual({ field: "text", value: "zezima" });
    expect(orderSearch("SPRING10")).toEqual({ field: "text", value: "spring10" });
    // A number without a dot or a dollar sign may be part of a reference or a name.
    expect(orderSearch("3150")).toEqual({ field: "text", value: "3150" });
  });

  it("reads dollars as a whole total in cents", () => {
    expect(orderSearch("31.50")).toEqual({ field: "amount", cents: 3150 });
    expect(orderSearch("$31.5")).toEqual({ field: "amount", cents: 3150 });
    expect(orderSearch("$ 31")).toEqual({ field: "amount", cents: 3100 });
    expect(orderSearch("0.99")).toEqual({ field: "amount", cents: 99 });
    expect(orderSearch("31.505")).toEqual({ field: "text", value: "31.505" });
  });

  it("looks text shorter than a trigram up whole, as an email or a RuneScape name", () => {
    expect(orderSearch("Zo")).toEqual({ field: "rsn", value: "zo" });
    expect(orderSearch("a@")).toEqual({ field: "email", value: "a@" });
    expect(orderSearch("   ")).toBeNull();
    expect(orderSearch(undefined)).toBeNull();
  });

  it("rules an order out by its reference only when a whole reference is searched", () => {
    expect(referenceMayMatch(orderSearch("RF-7K2M9QAB"), "rf-7k2m9qab")).toBe(true);
    expect(referenceMayMatch(orderSearch("RF-7K2M9QAB"), "RF-00000000")).toBe(false);
    expect(referenceMayMatch(orderSearch("bob@"), "RF-00000000")).toBe(true);
    expect(referenceMayMatch(null, "RF-00000000")).toBe(true);
  });
});

describe("orderDateRange", () => {
  it("includes both whole days", () => {
    expect(orderDateRange({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      since: "2026-11-01T00:00:00.000Z",
      before: "2026-12-01T00:00:00.000Z",
    });
    expect(orderDateRange({})).toEqual({});
  });
});

describe("the assignee filter", () => {
  it("takes me, none or an operator's id, and makes me the viewer's id", () => {
    expect(orderFilterSchema.parse({ assignee: "me" })).toEqual({ assignee: "me" });
    expect(orderFilterSchema.parse({ assignee: "" })).toEqual({});
    expect(orderFilterSchema.safeParse({ assignee: "bob@example.com" }).success).toBe(false);
    expect(filterForViewer({ assignee: "me", status: "paid" }, "op-1")).toEqual({ assignee: "op-1", status: "paid" });
    expect(filterForViewer({ assignee: "none" }, "op-1")).toEqual({ assignee: "none" });
    expect(filterForViewer({}, "op-1")).toEqual({});
  });
});
