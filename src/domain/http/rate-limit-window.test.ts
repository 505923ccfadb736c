import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decideHit,
  forgettable,
  slackFor,
  startWrite,
  type WindowCount,
  writeFailed,
  writeSucceeded,
} from "./rate-limit-window";

const RULE = { limit: 5, windowMs: 60_000 };

describe("decideHit", () => {
  it("starts a window at the first hit and admits up to the slack without a write", () => {
    const first = decideHit(undefined, RULE, 2, 1_000);
    expect(first).toEqual({ kind: "admit", count: { windowStart: 1_000, known: 0, pending: 1, inFlight: 0 } });
    if (first.kind !== "admit") throw new Error("admitted");
    const second = decideHit(first.count, RULE, 2, 1_001);
    expect(second.kind).toBe("admit");
    if (second.kind !== "admit") throw new Error("admitted");
    expect(decideHit(second.count, RULE, 2, 1_002)).toEqual({ kind: "write-first" });
  });

  it("counts hits being written against the slack, so at most `slack` admitted hits are unwritten", () => {
    const count: WindowCount = { windowStart: 0, known: 0, pending: 1, inFlight: 2 };
    expect(decideHit(count, RULE, 3, 1)).toEqual({ kind: "write-first" });
    expect(decideHit(count, RULE, 4, 1).kind).toBe("admit");
  });

  it("refuses once known, in-flight and pending hits reach the limit, with the seconds left in the window", () => {
    const count: WindowCount = { windowStart: 0, known: 3, pending: 1, inFlight: 1 };
    expect(decideHit(count, RULE, 10, 30_500)).toEqual({ kind: "refuse", retryAfterSeconds: 30 });
    expect(decideHit({ ...count, known: 2 }, RULE, 10, 30_500).kind).toBe("admit");
  });

  it("never answers a Retry-After under one second", () => {
    const count: WindowCount = { windowStart: 0, known: 5, pending: 0, inFlight: 0 };
    expect(decideHit(count, RULE, 10, 59_999)).toEqual({ kind: "refuse", retryAfterSeconds: 1 });
  });

  it("starts again once the window is over, keeping only the hits being written", () => {
    const count: WindowCount = { windowStart: 0, known: 5, pending: 2, inFlight: 1 };
    expect(decideHit(count, RULE, 10, 60_000)).toEqual({
      kind: "admit",
      count: { windowStart: 60_000, known: 0, pending: 1, inFlight: 1 },
    });
  });

  it("limits on the instance's own count when the database cannot be written (slack Infinity)", () => {
    const count: WindowCount = { windowStart: 0, known: 0, pending: 4, inFlight: 0 };
    expect(decideHit(count, RULE, Number.POSITIVE_INFINITY, 1).kind).toBe("admit");
    expect(decideHit({ ...count, pending: 5 }, RULE, Number.POSITIVE_INFINITY, 1).kind).toBe("refuse");
  });
});

describe("writes", () => {
  it("moves pending hits in flight, then adopts the database's window and count", () => {
    const { count, delta } = startWrite({ windowStart: 10, known: 1, pending: 3, inFlight: 0 });
    expect(delta).toBe(3);
    expect(count).toEqual({ windowStart: 10, known: 1, pending: 0, inFlight: 3 });
    const meanwhile = { ...count, pending: 2 };
    expect(writeSucceeded(meanwhile, delta, { windowStart: 5, count: 9 })).toEqual({
      windowStart: 5,
      known: 9,
      pending: 2,
      inFlight: 0,
    });
  });

  it("loses no hit when a write fails", () => {
    const { count, delta } = startWrite({ windowStart: 10, known: 1, pending: 3, inFlight: 0 });
    expect(writeFailed({ ...count, pending: 1 }, delta)).toEqual({
      windowStart: 10,
      known: 1,
      pending: 4,
      inFlight: 0,
    });
  });

  it("forgets a key only when its window is over and nothing is left to write", () => {
    const done: WindowCount = { windowStart: 0, known: 3, pending: 0, inFlight: 0 };
    expect(forgettable(done, RULE, 59_999)).toBe(false);
    expect(forgettable(done, RULE, 60_000)).toBe(true);
    expect(forgettable({ ...done, pending: 1 }, RULE, 60_000)).toBe(false);
    expect(forgettable({ ...done, inFlight: 1 }, RULE, 60_000)).toBe(false);
  });
});

describe("slackFor", () => {
  it("is a tenth of the limit, at least one", () => {
    expect(slackFor(1)).toBe(1);
    expect(slackFor(19)).toBe(1);
    expect(slackFor(120)).toBe(12);
    expect(slackFor(1_000_000)).toBe(100_000);
  });
});

/*
 * N instances sharing one database counter, in one window, with writes interleaved at random: a
 * step is a hit on an instance (written first when its slack is used up, as the server does) or a
 * background write of an instance's pending hits. Whatever the interleaving, the instances admit
 * at most limit − 1 + N × slack together, and exactly `limit` when there is one.
 */
function simulate(limit: number, instances: number, steps: { instance: number; write: boolean }[]) {
  const rule = { limit, windowMs: 60_000 };
  const slack = slackFor(limit);
  let database = 0;
  const counts: (WindowCount | undefined)[] = Array.from({ length: instances }, () => undefined);
  const write = (index: number) => {
    const current = counts[index];
    if (current === undefined || current.pending === 0) return;
    const { count, delta } = startWrite(current);
    database += delta;
    counts[index] = writeSucceeded(count, delta, { windowStart: 0, count: database });
  };
  let admitted = 0;
  for (const step of steps) {
    if (step.write) {
      write(step.instance);
      continue;
    }
    let decision = decideHit(counts[step.instance], rule, slack, 1);
    if (decision.kind === "write-first") {
      write(step.instance);
      decision = decideHit(counts[step.instance], rule, slack, 1);
    }
    if (decision.kind === "admit") {
      counts[step.instance] = decision.count;
      admitted += 1;
    }
  }
  return { admitted, slack };
}

describe("across instances sharing one database", () => {
  it("admits exactly the limit on one instance", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.boolean(), { minLength: 200, maxLength: 400 }),
        (limit, writes) => {
          const { admitted } = simulate(
            limit,
            1,
            writes.map((write) => ({ instance: 0, write })),
          );
          expect(admitted).toBe(limit);
        },
      ),
    );
  });

  it("admits at most limit − 1 + N × slack together", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.record({ instance: fc.nat(4), write: fc.boolean() }), { minLength: 1, maxLength: 1_500 }),
        (limit, instances, raw) => {
          const steps = raw.map((step) => ({ ...step, instance: step.instance % instances }));
          const { admitted, slack } = simulate(limit, instances, steps);
          expect(admitted).toBeLessThanOrEqual(limit - 1 + instances * slack);
        },
      ),
    );
  });
});
