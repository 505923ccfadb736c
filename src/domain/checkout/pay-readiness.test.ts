import { describe, expect, it } from "vitest";
import { MISSING_FIELD_MESSAGES, missingForOrder, PAY_BLOCKED_MESSAGES, payBlockedReason } from "./pay-readiness";
import { EMPTY_PROFILE } from "./visitor-profile";

const profile = { email: "zezima@example.com", name: "", phone: "", rsn: "Zezima" };

describe("missingForOrder", () => {
  it("is empty once the email is valid, the terms ticked and the RSN given where needed", () => {
    expect(missingForOrder({ profile, terms: true, needsRsn: true })).toEqual([]);
    expect(missingForOrder({ profile: { ...profile, rsn: "" }, terms: true, needsRsn: false })).toEqual([]);
  });

  it("lists what is missing in the form's order: email, RuneScape name, terms", () => {
    expect(missingForOrder({ profile: EMPTY_PROFILE, terms: false, needsRsn: true })).toEqual([
      { field: "email", message: MISSING_FIELD_MESSAGES.emailEmpty },
      { field: "rsn", message: "Enter your RuneScape name" },
      { field: "terms", message: "Tick the terms to continue" },
    ]);
  });

  it("tells an invalid email from an empty one, and a blank RSN from a given one", () => {
    expect(missingForOrder({ profile: { ...profile, email: "zezima@" }, terms: true, needsRsn: true })).toEqual([
      { field: "email", message: MISSING_FIELD_MESSAGES.emailInvalid },
    ]);
    expect(missingForOrder({ profile: { ...profile, email: "  " }, terms: true, needsRsn: false })[0]?.message).toBe(
      MISSING_FIELD_MESSAGES.emailEmpty,
    );
    expect(missingForOrder({ profile: { ...profile, rsn: "   " }, terms: true, needsRsn: true })).toEqual([
      { field: "rsn", message: MISSING_FIELD_MESSAGES.rsn },
    ]);
  });

  it("asks only for the terms when the details are given", () => {
    expect(missingForOrder({ profile, terms: false, needsRsn: true }).map((item) => item.field)).toEqual(["terms"]);
  });
});

describe("payBlockedReason", () => {
  it("is null once the server has priced every line", () => {
    expect(payBlockedReason({ quote: "quoted", refusedLines: 0, goldRefusal: null })).toBeNull();
  });

  it("waits for the server's prices, then for a refused line to go, then says why gold cannot pay", () => {
    expect(payBlockedReason({ quote: "loading", refusedLines: 1, goldRefusal: "no" })).toBe(
      PAY_BLOCKED_MESSAGES.pricing,
    );
    expect(payBlockedReason({ quote: "failed", refusedLines: 0, goldRefusal: null })).toBe(
      PAY_BLOCKED_MESSAGES.unpriced,
    );
    expect(payBlockedReason({ quote: "quoted", refusedLines: 2, goldRefusal: "no" })).toBe(
      PAY_BLOCKED_MESSAGES.refused,
    );
    expect(payBlockedReason({ quote: "quoted", refusedLines: 0, goldRefusal: "Gold cannot pay for gold." })).toBe(
      "Gold cannot pay for gold.",
    );
  });
});
