import { describe, expect, it } from "vitest";
import { filterProblems, methodsOf, orderDateRange, orderFilterSchema, orderSearch } from "./order-filter";

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
    expect(methodsOf("manual")).toEqual(["crypto", "zelle", "interac", "venmo", "chime", "revolut"]);
    expect(methodsOf("card")).toEqual(["card"]);
  });
});

describe("orderSearch", () => {
  it("tells a reference, an email and a RuneScape name apart", () => {
    expect(orderSearch("rf-7k2m9qab")).toEqual({ field: "reference", value: "RF-7K2M9QAB" });
    expect(orderSearch("Ada@Example.com")).toEqual({ field: "email", value: "ada@example.com" });
    expect(orderSearch("Zezima")).toEqual({ field: "rsn", value: "zezima" });
    expect(orderSearch("   ")).toBeNull();
    expect(orderSearch(undefined)).toBeNull();
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
