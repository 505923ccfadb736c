import { describe, expect, it } from "vitest";
import { arrivalAnnouncement, arrivedOrders, newOrdersCount, paidOrderMayMatch } from "./live-order-list";

const row = (id: string, status = "paid") => ({ id, reference: `RF-${id.toUpperCase().padEnd(8, "0")}`, status });

describe("arrivedOrders", () => {
  it("finds the rows not shown before, in the list's order", () => {
    const rows = [row("c"), row("b"), row("a")];
    expect(arrivedOrders(new Set(["a"]), rows).map((order) => order.id)).toEqual(["c", "b"]);
  });

  it("finds none at the first reading or when nothing changed", () => {
    expect(arrivedOrders(null, [row("a")])).toEqual([]);
    expect(arrivedOrders(new Set(["a", "b"]), [row("b"), row("a")])).toEqual([]);
    // A row that left the page (pushed past its end) is not news either.
    expect(arrivedOrders(new Set(["a", "b"]), [row("a")])).toEqual([]);
  });
});

describe("arrivalAnnouncement", () => {
  it("names each new order, saying when it is paid", () => {
    expect(arrivalAnnouncement([row("a")])).toBe("New paid order RF-A0000000.");
    expect(arrivalAnnouncement([row("a"), row("b", "pending")])).toBe(
      "New paid order RF-A0000000. New order RF-B0000000.",
    );
    expect(arrivalAnnouncement([])).toBe("");
  });
});

describe("paidOrderMayMatch", () => {
  const order = {
    id: "o1",
    reference: "RF-ABCD2345",
    method: "card",
    testMode: true,
    paidAt: "2026-11-26T21:00:00.000Z",
  };

  it("matches no filter and the filters the order meets", () => {
    expect(paidOrderMayMatch({}, order)).toBe(true);
    expect(
      paidOrderMayMatch(
        { status: "paid", fulfilment: "queued", method: "card", mode: "test", q: "rf-abcd2345", from: "2026-11-26" },
        order,
      ),
    ).toBe(true);
    expect(paidOrderMayMatch({ status: "", method: "" }, order)).toBe(true);
  });

  it("rules the order out by what the event carries", () => {
    expect(paidOrderMayMatch({ method: "zelle" }, order)).toBe(false);
    expect(paidOrderMayMatch({ method: "manual" }, order)).toBe(false);
    expect(paidOrderMayMatch({ method: "manual" }, { ...order, method: "zelle" })).toBe(true);
    expect(paidOrderMayMatch({ mode: "live" }, order)).toBe(false);
    expect(paidOrderMayMatch({ status: "pending" }, order)).toBe(false);
    expect(paidOrderMayMatch({ fulfilment: "delivered" }, order)).toBe(false);
    expect(paidOrderMayMatch({ q: "RF-ZZZZ9999" }, order)).toBe(false);
    expect(paidOrderMayMatch({ from: "2026-11-27" }, order)).toBe(false);
    // A just-paid order is nobody's yet.
    expect(paidOrderMayMatch({ assignee: "me" }, order)).toBe(false);
    expect(paidOrderMayMatch({ assignee: "none" }, order)).toBe(true);
  });

  it("counts an order the filter may hold but the event cannot tell (an email, a name, an end date)", () => {
    expect(paidOrderMayMatch({ q: "someone@example.com" }, order)).toBe(true);
    expect(paidOrderMayMatch({ q: "Zezima" }, order)).toBe(true);
    expect(paidOrderMayMatch({ to: "2026-11-20" }, order)).toBe(true);
  });

  it("matches nothing under a filter that does not parse (the page shows no list)", () => {
    expect(paidOrderMayMatch({ status: "shipped" }, order)).toBe(false);
  });
});

describe("newOrdersCount", () => {
  it("says one order or many", () => {
    expect(newOrdersCount(1)).toBe("1 new order");
    expect(newOrdersCount(3)).toBe("3 new orders");
  });
});
