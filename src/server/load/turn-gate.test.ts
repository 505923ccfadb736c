import { describe, expect, it } from "vitest";
import { createTurnGate } from "./turn-gate";

/** A loop under test's control: `clock` is the time, `runTurn` runs what was booked for the next turn. */
function fakeLoop() {
  let clock = 0;
  let booked: (() => void)[] = [];
  return {
    now: () => clock,
    nextTurn: (callback: () => void) => booked.push(callback),
    advance: (ms: number) => {
      clock += ms;
    },
    runTurn: () => {
      const due = booked;
      booked = [];
      for (const callback of due) callback();
    },
    bookedTurns: () => booked.length,
  };
}

describe("createTurnGate", () => {
  it("starts requests at once while the turn has time left", () => {
    const loop = fakeLoop();
    const gate = createTurnGate({ sliceMs: 5, ...loop });
    const started: number[] = [];
    gate.admit(() => started.push(1));
    loop.advance(2);
    gate.admit(() => started.push(2));
    expect(started).toEqual([1, 2]);
    expect(gate.waiting()).toBe(0);
  });

  it("makes the requests after a used-up slice wait for the next turns, in arrival order", () => {
    const loop = fakeLoop();
    const gate = createTurnGate({ sliceMs: 5, ...loop });
    const started: number[] = [];
    // Each request costs 3 ms of this turn.
    const request = (n: number) => () => {
      started.push(n);
      loop.advance(3);
    };
    for (let n = 1; n <= 5; n++) gate.admit(request(n));
    expect(started).toEqual([1, 2]);
    expect(gate.waiting()).toBe(3);

    loop.runTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    // A request arriving now queues behind the one still waiting, even though the turn is young.
    loop.runTurn();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(gate.waiting()).toBe(0);
  });

  it("never lets a newcomer overtake a waiting request", () => {
    const loop = fakeLoop();
    const gate = createTurnGate({ sliceMs: 5, ...loop });
    const started: string[] = [];
    gate.admit(() => {
      started.push("a");
      loop.advance(6);
    });
    gate.admit(() => started.push("b"));
    loop.runTurn(); // b's turn: the booked callback opens a fresh slice and starts it
    loop.advance(1);
    gate.admit(() => started.push("c"));
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("gives an idle server's first request a fresh slice, however long it was idle", () => {
    const loop = fakeLoop();
    const gate = createTurnGate({ sliceMs: 5, ...loop });
    const started: number[] = [];
    gate.admit(() => started.push(1));
    loop.runTurn();
    loop.advance(60_000);
    gate.admit(() => started.push(2));
    expect(started).toEqual([1, 2]);
  });

  it("books a callback per waiting request, one start each, and stops once nobody waits", () => {
    const loop = fakeLoop();
    const gate = createTurnGate({ sliceMs: 1, ...loop });
    const started: number[] = [];
    for (let n = 1; n <= 3; n++)
      gate.admit(() => {
        started.push(n);
        loop.advance(2);
      });
    expect(started).toEqual([1]);
    expect(loop.bookedTurns()).toBe(2);
    loop.runTurn(); // the first callback starts 2 and uses the slice; the second finds none left
    expect(started).toEqual([1, 2]);
    expect(loop.bookedTurns()).toBe(1);
    loop.runTurn();
    expect(started).toEqual([1, 2, 3]);
    expect(loop.bookedTurns()).toBe(0);
  });
});
