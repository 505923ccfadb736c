import { describe, expect, it } from "vitest";
import { isAuditAction, OPERATOR_ACTIONS, SESSION_EVENTS, STAFF_ACTION_WORDS } from "./audit-actions";

describe("audit actions", () => {
  it("keeps the spec's session event names", () => {
    expect(SESSION_EVENTS).toEqual(expect.arrayContaining(["SIGNED_IN", "SIGNED_OUT", "MFA_CHALLENGE_VERIFIED"]));
  });

  it("knows every listed action and nothing else", () => {
    for (const action of [...SESSION_EVENTS, ...OPERATOR_ACTIONS]) expect(isAuditAction(action)).toBe(true);
    expect(isAuditAction("signed_in")).toBe(false);
    expect(isAuditAction("DROP_TABLE")).toBe(false);
  });

  it("records a cart reminder", () => {
    expect(isAuditAction("CART_REMINDER_SENT")).toBe(true);
  });

  it("names no action twice", () => {
    const all = [...SESSION_EVENTS, ...OPERATOR_ACTIONS];
    expect(new Set(all).size).toBe(all.length);
  });

  it("names the catalogue editor's actions", () => {
    for (const action of ["CATALOGUE_PRODUCT_PUBLISHED", "CATALOGUE_SETTING_SET", "CATALOGUE_CHANGE_REVERTED"]) {
      expect(isAuditAction(action)).toBe(true);
    }
  });

  it("knows the promo code actions", () => {
    expect(isAuditAction("PROMO_CREATED")).toBe(true);
    expect(isAuditAction("PROMO_DEACTIVATED")).toBe(true);
  });

  it("knows the gold trade details action", () => {
    expect(isAuditAction("ORDER_TRADE_SET")).toBe(true);
  });

  it("knows the staff page's and the account page's actions, each with its words", () => {
    for (const action of [
      "OPERATOR_ROLE_SET",
      "OPERATOR_SUSPENDED",
      "OPERATOR_RESTORED",
      "OPERATOR_PASSWORD_CHANGED",
      "RECOVERY_CODES_RENEWED",
    ] as const) {
      expect(isAuditAction(action)).toBe(true);
      expect(STAFF_ACTION_WORDS[action]).toMatch(/^[a-z]/);
    }
  });
});
