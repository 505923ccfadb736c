import { describe, expect, it } from "vitest";
import { isLeaseLongEnough, leaseLeavesTimeToSend } from "./outbox-lease";

const CLAIMED_AT = Date.parse("2026-11-27T10:00:00.000Z");
const LEASE_UNTIL = CLAIMED_AT + 120_000;
const WORST_SEND = 40_000;

describe("leaseLeavesTimeToSend", () => {
  it("sends while the lease still covers the worst send, up to the last millisecond that does", () => {
    expect(leaseLeavesTimeToSend(LEASE_UNTIL, CLAIMED_AT, WORST_SEND)).toBe(true);
    expect(leaseLeavesTimeToSend(LEASE_UNTIL, LEASE_UNTIL - WORST_SEND, WORST_SEND)).toBe(true);
  });

  it("stops once the worst send would outlive the lease, and after the lease has run out", () => {
    expect(leaseLeavesTimeToSend(LEASE_UNTIL, LEASE_UNTIL - WORST_SEND + 1, WORST_SEND)).toBe(false);
    expect(leaseLeavesTimeToSend(LEASE_UNTIL, LEASE_UNTIL, WORST_SEND)).toBe(false);
    expect(leaseLeavesTimeToSend(LEASE_UNTIL, LEASE_UNTIL + 60_000, WORST_SEND)).toBe(false);
  });
});

describe("isLeaseLongEnough", () => {
  it("needs a lease longer than the worst send", () => {
    expect(isLeaseLongEnough(120_000, WORST_SEND)).toBe(true);
    expect(isLeaseLongEnough(45_000, WORST_SEND)).toBe(true);
    expect(isLeaseLongEnough(WORST_SEND, WORST_SEND)).toBe(false);
    expect(isLeaseLongEnough(30_000, WORST_SEND)).toBe(false);
  });
});
