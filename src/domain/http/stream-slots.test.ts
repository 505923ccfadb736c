import { describe, expect, it } from "vitest";
import { createStreamSlots } from "./stream-slots";

const limits = { process: 5, perKey: { order: 2, client: 3 } };

describe("stream slots", () => {
  it("admits up to each key's limit and names the scope that is full", () => {
    const slots = createStreamSlots(limits);
    expect(slots.claim({ order: "a", client: "x" }).ok).toBe(true);
    expect(slots.claim({ order: "a", client: "x" }).ok).toBe(true);
    expect(slots.claim({ order: "a", client: "x" })).toEqual({ ok: false, full: "order" });
    expect(slots.claim({ order: "b", client: "x" }).ok).toBe(true);
    expect(slots.claim({ order: "c", client: "x" })).toEqual({ ok: false, full: "client" });
    expect(slots.open()).toBe(3);
    expect(slots.openFor("order", "a")).toBe(2);
  });

  it("refuses with the process's scope when the process is full, and a refusal holds nothing", () => {
    const slots = createStreamSlots(limits);
    for (const client of ["p", "q", "r", "s", "t"]) expect(slots.claim({ order: client, client }).ok).toBe(true);
    expect(slots.claim({ order: "u", client: "u" })).toEqual({ ok: false, full: "process" });
    expect(slots.open()).toBe(5);
    expect(slots.openFor("client", "u")).toBe(0);
  });

  it("gives a slot back exactly once, and forgets keys with nothing open", () => {
    const slots = createStreamSlots(limits);
    const first = slots.claim({ order: "a", client: "x" });
    const second = slots.claim({ order: "a", client: "x" });
    if (!first.ok || !second.ok) throw new Error("not admitted");
    first.release();
    first.release();
    expect(slots.open()).toBe(1);
    expect(slots.openFor("order", "a")).toBe(1);
    expect(slots.claim({ order: "a", client: "x" }).ok).toBe(true);
    expect(slots.claim({ order: "a", client: "x" }).ok).toBe(false);
    second.release();
    expect(slots.open()).toBe(1);
  });

  it("holds only what is open after many streams came and went", () => {
    const slots = createStreamSlots(limits);
    for (let n = 0; n < 10_000; n += 1) {
      const claim = slots.claim({ order: `o${n}`, client: `c${n}` });
      if (claim.ok) claim.release();
    }
    expect(slots.open()).toBe(0);
    expect(slots.keys()).toBe(0);
  });

  it("tells which scope would refuse without claiming, checking only the scopes named", () => {
    const slots = createStreamSlots(limits);
    slots.claim({ order: "a", client: "x" });
    slots.claim({ order: "a", client: "y" });
    expect(slots.fullFor({ order: "a" })).toBe("order");
    expect(slots.fullFor({ client: "x" })).toBeNull();
    expect(slots.fullFor({})).toBeNull();
    expect(slots.open()).toBe(2);
  });
});
