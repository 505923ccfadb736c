import { describe, expect, it } from "vitest";
import { ADMIN_AREAS, canOpen, isOperatorRole, mayRefund, roleRefusal } from "./roles";

describe("canOpen", () => {
  it("lets an owner open every area", () => {
    for (const area of ADMIN_AREAS) expect(canOpen("owner", area)).toBe(true);
  });

  it("lets staff open orders, messages, customers, carts, the gold stock, the live chat and the home, and nothing else", () => {
    const open = ADMIN_AREAS.filter((area) => canOpen("staff", area));
    expect(open).toEqual(["home", "orders", "messages", "customers", "carts", "gold", "chat"]);
  });
});

describe("mayRefund", () => {
  it("holds staff to the limit, counting what the order has had refunded already", () => {
    expect(mayRefund("staff", 5_000, 5_000)).toBe(true);
    expect(mayRefund("staff", 5_001, 5_000)).toBe(false);
    expect(mayRefund("staff", 1, 0)).toBe(false);
  });

  it("never limits an owner", () => {
    expect(mayRefund("owner", 10_000_000, 0)).toBe(true);
  });
});

describe("isOperatorRole and roleRefusal", () => {
  it("knows the two roles only", () => {
    expect(isOperatorRole("owner")).toBe(true);
    expect(isOperatorRole("staff")).toBe(true);
    expect(isOperatorRole("admin")).toBe(false);
    expect(isOperatorRole(undefined)).toBe(false);
  });

  it("names the area in words", () => {
    expect(roleRefusal("catalogue")).toBe("Your role cannot open the catalogue. Ask an owner.");
  });
});
