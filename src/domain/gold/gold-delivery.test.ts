import { describe, expect, it } from "vitest";
import {
  checkGoldDelivery,
  DELIVERY_MESSAGES,
  deliveredText,
  parseMillionsText,
  readDeliveryForm,
} from "./gold-delivery";

const NOW = new Date("2026-12-05T12:00:00.000Z");
const base = {
  tenths: 3_000,
  account: "RF Mule 1",
  deliveredAt: "2026-12-05T11:30:00.000Z",
  position: { orderedTenths: 5_000, heldTenths: 5_000, deliveredTenths: 0, state: "reserved" as const },
  paidAt: "2026-12-05T10:00:00.000Z",
  now: NOW,
};

describe("parseMillionsText", () => {
  it("reads whole and one-decimal millions, with thousands separators, as tenths", () => {
    expect(parseMillionsText("300")).toBe(3_000);
    expect(parseMillionsText(" 12.5 ")).toBe(125);
    expect(parseMillionsText("1,250")).toBe(12_500);
  });

  it("refuses anything else", () => {
    for (const text of ["", "-5", "1.25", "1e3", "abc", "300M", "12345678"]) expect(parseMillionsText(text)).toBeNull();
  });
});

describe("checkGoldDelivery", () => {
  it("accepts a part and the rest, the account's spaces tidied and the time made ISO", () => {
    expect(checkGoldDelivery({ ...base, account: "  RF   Mule 1 " })).toEqual({
      ok: true,
      tenths: 3_000,
      account: "RF Mule 1",
      deliveredAt: "2026-12-05T11:30:00.000Z",
    });
    expect(checkGoldDelivery({ ...base, tenths: 5_000 }).ok).toBe(true);
  });

  it("refuses more than the order still holds beside the amount, in the ledger's words", () => {
    const part = { ...base.position, heldTenths: 2_000, deliveredTenths: 3_000 };
    expect(checkGoldDelivery({ ...base, position: part, tenths: 2_001 })).toEqual({
      ok: false,
      field: "millions",
      reason: "Only 200M is left to deliver on this order.",
    });
    expect(checkGoldDelivery({ ...base, position: part, tenths: 2_000 }).ok).toBe(true);
  });

  it("refuses any delivery, naming no field, on an order not reserved, released or delivered in full", () => {
    for (const state of ["unreserved", "released", "delivered", "none"] as const) {
      expect(checkGoldDelivery({ ...base, position: { ...base.position, state } })).toMatchObject({
        ok: false,
        field: null,
      });
    }
  });

  it("refuses nothing, a negative or a fraction of a tenth", () => {
    for (const tenths of [0, -10, 1.5]) {
      expect(checkGoldDelivery({ ...base, tenths })).toMatchObject({ ok: false, field: "millions" });
    }
  });

  it("refuses an account that is no in-game name", () => {
    for (const account of ["", "   ", "a name far too long", "<script>"]) {
      expect(checkGoldDelivery({ ...base, account })).toMatchObject({ field: "account" });
    }
  });

  it("refuses a time in the future (beyond a minute's clock drift), before the payment, or no time at all", () => {
    expect(checkGoldDelivery({ ...base, deliveredAt: "2026-12-05T12:00:59.000Z" }).ok).toBe(true);
    expect(checkGoldDelivery({ ...base, deliveredAt: "2026-12-05T12:05:00.000Z" })).toMatchObject({
      field: "deliveredAt",
      reason: DELIVERY_MESSAGES.future,
    });
    expect(checkGoldDelivery({ ...base, deliveredAt: "2026-12-04T09:00:00.000Z" })).toMatchObject({
      field: "deliveredAt",
      reason: DELIVERY_MESSAGES.beforePaid,
    });
    expect(checkGoldDelivery({ ...base, deliveredAt: "yesterday" })).toMatchObject({ field: "deliveredAt" });
  });
});

describe("readDeliveryForm", () => {
  it("turns the dialog's fields into the request, the time read as UTC", () => {
    expect(readDeliveryForm({ millions: "250", account: "RF Mule", deliveredAt: "2026-12-05T11:30" })).toEqual({
      ok: true,
      request: { tenths: 2_500, account: "RF Mule", deliveredAt: "2026-12-05T11:30:00.000Z" },
    });
  });

  it("names the first wrong field", () => {
    expect(readDeliveryForm({ millions: "0", account: "x", deliveredAt: "2026-12-05T11:30" })).toMatchObject({
      field: "millions",
    });
    expect(readDeliveryForm({ millions: "10", account: "x", deliveredAt: "" })).toMatchObject({ field: "deliveredAt" });
  });
});

describe("deliveredText", () => {
  it("says a part against the order and all of it alone", () => {
    expect(deliveredText({ orderedTenths: 5_000, deliveredTenths: 3_000 })).toBe("Delivered 300M of 500M");
    expect(deliveredText({ orderedTenths: 5_000, deliveredTenths: 5_000 })).toBe("Delivered 500M");
  });
});
