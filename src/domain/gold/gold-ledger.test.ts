import { describe, expect, it } from "vitest";
import {
  checkGoldAccount,
  checkGoldReason,
  decideDelivery,
  decideMovement,
  goldBalance,
  movementEffect,
  orderGoldPosition,
  reservableInTurn,
} from "./gold-ledger";

const stock = (onHand: number, reserved: number) => goldBalance({ onHandTenths: onHand, reservedTenths: reserved });

describe("movementEffect", () => {
  it("moves on hand and reserved by each kind's signs", () => {
    expect(movementEffect("added", 50)).toEqual({ onHandTenths: 50, reservedTenths: 0 });
    expect(movementEffect("bought", 50)).toEqual({ onHandTenths: 50, reservedTenths: 0 });
    expect(movementEffect("gold_payment", 50)).toEqual({ onHandTenths: 50, reservedTenths: 0 });
    expect(movementEffect("reserved", 50)).toEqual({ onHandTenths: 0, reservedTenths: 50 });
    expect(movementEffect("delivered", 50)).toEqual({ onHandTenths: -50, reservedTenths: -50 });
    expect(movementEffect("released", 50)).toEqual({ onHandTenths: 0, reservedTenths: -50 });
    expect(movementEffect("correction", -20)).toEqual({ onHandTenths: -20, reservedTenths: 0 });
  });
});

describe("decideMovement", () => {
  it("refuses what would take available below zero, unless overridden", () => {
    const refused = decideMovement(stock(100, 80), "correction", -30);
    expect(refused).toMatchObject({ ok: false, belowZero: true });
    expect(refused.ok ? "" : refused.reason).toContain("Only 2M is available");
    expect(decideMovement(stock(100, 80), "correction", -30, { override: true })).toMatchObject({
      ok: true,
      overridden: true,
      after: { onHandTenths: 70, reservedTenths: 80, availableTenths: -10 },
    });
    expect(decideMovement(stock(100, 80), "reserved", 30)).toMatchObject({ ok: false, belowZero: true });
  });

  it("never lets on hand or reserved go below zero, override or not", () => {
    expect(decideMovement(stock(10, 0), "correction", -20, { override: true })).toMatchObject({ ok: false });
    expect(decideMovement(stock(10, 5), "released", 6, { override: true })).toMatchObject({ ok: false });
  });

  it("takes a movement that does not lower available even when it is below zero already", () => {
    expect(decideMovement(stock(70, 80), "added", 5)).toMatchObject({ ok: true, overridden: false });
    expect(decideMovement(stock(70, 80), "delivered", 10)).toMatchObject({ ok: true });
  });

  it("refuses amounts that are not whole positive tenths", () => {
    for (const tenths of [0, -5, 1.5, Number.NaN, 1e12]) {
      expect(decideMovement(stock(0, 0), "added", tenths).ok).toBe(false);
    }
    expect(decideMovement(stock(100, 0), "correction", 0).ok).toBe(false);
  });
});

describe("orderGoldPosition and decideDelivery", () => {
  it("follows an order from reserved to delivered in parts", () => {
    const reserved = orderGoldPosition(5_000, [{ kind: "reserved", tenths: 5_000 }]);
    expect(reserved).toEqual({ orderedTenths: 5_000, heldTenths: 5_000, deliveredTenths: 0, state: "reserved" });
    expect(decideDelivery(reserved, 3_000)).toEqual({ ok: true, tenths: 3_000, complete: false });
    const part = orderGoldPosition(5_000, [
      { kind: "reserved", tenths: 5_000 },
      { kind: "delivered", tenths: 3_000 },
    ]);
    expect(part.heldTenths).toBe(2_000);
    expect(decideDelivery(part, 2_001)).toMatchObject({ ok: false });
    expect(decideDelivery(part, 2_000)).toEqual({ ok: true, tenths: 2_000, complete: true });
  });

  it("refuses to deliver an order that is not reserved, released or delivered", () => {
    expect(decideDelivery(orderGoldPosition(5_000, []), 100)).toMatchObject({ ok: false });
    const released = orderGoldPosition(5_000, [
      { kind: "reserved", tenths: 5_000 },
      { kind: "released", tenths: 5_000 },
    ]);
    expect(released.state).toBe("released");
    expect(decideDelivery(released, 100)).toMatchObject({ ok: false });
    expect(decideDelivery(orderGoldPosition(0, []), 100)).toMatchObject({ ok: false });
  });
});

describe("reservableInTurn", () => {
  it("serves the queue first paid first, stopping at the first order the stock cannot cover", () => {
    const queue = [
      { id: "a", tenths: 300 },
      { id: "b", tenths: 500 },
      { id: "c", tenths: 100 },
    ];
    expect(reservableInTurn(queue, 900).map((order) => order.id)).toEqual(["a", "b", "c"]);
    expect(reservableInTurn(queue, 700).map((order) => order.id)).toEqual(["a"]);
    expect(reservableInTurn(queue, 200)).toEqual([]);
  });
});

describe("checks", () => {
  it("takes an in-game account's name as the game allows it", () => {
    expect(checkGoldAccount("  RF  Mule 1 ")).toEqual({ ok: true, value: "RF Mule 1" });
    expect(checkGoldAccount("a-name-too-long").ok).toBe(false);
    expect(checkGoldAccount("<script>").ok).toBe(false);
  });

  it("asks a reason for a correction", () => {
    expect(checkGoldReason("  miscounted  ")).toEqual({ ok: true, value: "miscounted" });
    expect(checkGoldReason("x").ok).toBe(false);
  });
});
