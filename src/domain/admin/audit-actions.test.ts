import { describe, expect, it } from "vitest";
import { AUDIT_WORDS, type AuditFacts, isAuditAction, OPERATOR_ACTIONS, SESSION_EVENTS } from "./audit-actions";

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
    for (const action of ["PROMO_EDITED", "PROMO_PAUSED", "PROMO_RESUMED"]) expect(isAuditAction(action)).toBe(true);
  });

  it("knows the gold trade details action", () => {
    expect(isAuditAction("ORDER_TRADE_SET")).toBe(true);
  });

  it("has words for every action code, whatever the entry recorded", () => {
    const bare: AuditFacts = {
      who: "alice@example.com",
      target: "RF-44BH",
      before: {},
      after: {},
      money: (c) => `$${c}`,
    };
    const odd: AuditFacts = { ...bare, before: { refundedCents: "x" }, after: { refund: null, status: 3, step: "" } };
    for (const action of [...SESSION_EVENTS, ...OPERATOR_ACTIONS]) {
      for (const facts of [bare, odd]) {
        const words = AUDIT_WORDS[action](facts);
        expect(words, action).toMatch(/^[A-Z0-9a-z]/);
        expect(words, action).not.toContain(action);
        expect(words, action).not.toMatch(/undefined|null|NaN|\[object/);
      }
    }
    expect(Object.keys(AUDIT_WORDS).sort()).toEqual([...SESSION_EVENTS, ...OPERATOR_ACTIONS].sort());
  });

  it("knows the staff page's and the account page's actions, each with its words", () => {
    const facts: AuditFacts = {
      who: "owner@example.com",
      target: "staff@example.com",
      before: { role: "staff" },
      after: { role: "owner" },
      money: (c) => `$${c}`,
    };
    expect(AUDIT_WORDS.OPERATOR_ROLE_SET(facts)).toBe(
      "owner@example.com changed the role of staff@example.com to owner",
    );
    expect(AUDIT_WORDS.OPERATOR_SUSPENDED(facts)).toBe("owner@example.com suspended staff@example.com");
    expect(AUDIT_WORDS.OPERATOR_RESTORED(facts)).toBe("owner@example.com restored staff@example.com");
    expect(AUDIT_WORDS.OPERATOR_PASSWORD_CHANGED(facts)).toBe("owner@example.com changed their password");
    expect(AUDIT_WORDS.RECOVERY_CODES_RENEWED(facts)).toBe("owner@example.com renewed their recovery codes");
  });
});
