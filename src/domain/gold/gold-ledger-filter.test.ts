import { describe, expect, it } from "vitest";
import { goldKindWords, ledgerSearch, parseGoldLedgerFilter } from "./gold-ledger-filter";

describe("parseGoldLedgerFilter", () => {
  it("reads the kind, account and days, an empty value meaning any", () => {
    expect(
      parseGoldLedgerFilter({ kind: "added", account: " Mule One ", from: "2026-12-01", to: "", cursor: "" }),
    ).toEqual({ ok: true, filter: { kind: "added", account: "Mule One", from: "2026-12-01" } });
  });

  it("refuses in the owner's words, naming the field", () => {
    expect(parseGoldLedgerFilter({ kind: "stolen" })).toEqual({
      ok: false,
      message: "Kind must be one of the kinds listed.",
    });
    expect(parseGoldLedgerFilter({ from: "yesterday" })).toEqual({
      ok: false,
      message: "From date must be a date as YYYY-MM-DD.",
    });
    expect(parseGoldLedgerFilter({ from: "2026-12-02", to: "2026-12-01" })).toEqual({
      ok: false,
      message: "From date must not be after the To date.",
    });
    expect(parseGoldLedgerFilter({ cursor: "'; drop table gold_movements" })).toMatchObject({ ok: false });
    expect(parseGoldLedgerFilter({ account: "x".repeat(65) })).toMatchObject({ ok: false });
  });

  it("leaves out what is not the list's (the address's other keys)", () => {
    expect(parseGoldLedgerFilter({ utm: "x", kind: "bought" })).toEqual({ ok: true, filter: { kind: "bought" } });
  });

  it("accepts a page as the list writes it", () => {
    const cursor = "2026-12-01T10:00:00.000Z~abc-1";
    expect(parseGoldLedgerFilter({ cursor })).toEqual({ ok: true, filter: { cursor } });
  });
});

describe("the ledger's words and links", () => {
  it("says each kind in words, and an unknown one as stored", () => {
    expect(goldKindWords("gold_payment")).toBe("Paid in gold");
    expect(goldKindWords("correction")).toBe("Correction");
    expect(goldKindWords("later_kind")).toBe("later_kind");
  });

  it("carries the filter without empty values, then the page", () => {
    expect(ledgerSearch({ kind: "added", account: "Mule One" }, "c~1")).toBe(
      "kind=added&account=Mule+One&cursor=c%7E1",
    );
    expect(ledgerSearch({})).toBe("");
  });
});
