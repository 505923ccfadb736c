import { describe, expect, it } from "vitest";
import { deriveUserData, orderReference, shouldFirePurchaseEvent } from "./purchase";

describe("deriveUserData", () => {
  it("trims and lowercases the email and sends it twice, and splits the name", () => {
    expect(
      deriveUserData({ email: "  Zezima@Example.COM ", name: "Zezima  of  Lumbridge", phone: " +44 20 7946 0000 " }),
    ).toEqual({
      email: "zezima@example.com",
      email_address: "zezima@example.com",
      phone_number: "+44 20 7946 0000",
      first_name: "Zezima",
      last_name: "of Lumbridge",
    });
  });

  it("leaves out what the visitor did not give", () => {
    expect(deriveUserData({ email: "a@b.co", name: "Cher", phone: "" })).toEqual({
      email: "a@b.co",
      email_address: "a@b.co",
      first_name: "Cher",
    });
    expect(deriveUserData({})).toEqual({});
  });
});

describe("shouldFirePurchaseEvent", () => {
  it("is true only while the order is paid and its event not yet recorded", () => {
    expect(shouldFirePurchaseEvent({ status: "paid", purchaseRecorded: false })).toBe(true);
    expect(shouldFirePurchaseEvent({ status: "paid", purchaseRecorded: true })).toBe(false);
    expect(shouldFirePurchaseEvent({ status: "pending", purchaseRecorded: false })).toBe(false);
    expect(shouldFirePurchaseEvent({ status: "cancelled", purchaseRecorded: false })).toBe(false);
  });
});

describe("orderReference", () => {
  it("makes an unambiguous 8-character reference", () => {
    const reference = orderReference(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 31]));
    expect(reference).toBe("RF-ABCDEFG9");
    expect(reference).not.toMatch(/[01IO]/);
  });
});
