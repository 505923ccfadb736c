import { describe, expect, it } from "vitest";
import { encodeSseEvent } from "@/domain/admin/sse";
import {
  INITIAL_CONNECTION,
  isShownView,
  type LiveConnection,
  type LiveSignal,
  nextConnection,
  RETRY_STREAM_EVERY,
  shouldRetryStream,
} from "./live-order-connection";
import { buildTrackingView } from "./order-tracking";

const run = (signals: LiveSignal["type"][], from: LiveConnection = INITIAL_CONNECTION) =>
  signals.reduce((state, type) => nextConnection(state, { type } as LiveSignal), from);

describe("the order page's live connection", () => {
  it("keeps the stream through one error followed by a reopen (the server ending a stream)", () => {
    expect(run(["stream-open", "stream-error", "stream-open", "stream-error", "stream-open"]).mode).toBe("stream");
  });

  it("falls back to polling after two errors in a row, or at once without EventSource", () => {
    expect(run(["stream-error"]).mode).toBe("stream");
    expect(run(["stream-error", "stream-error"]).mode).toBe("poll");
    expect(run(["no-event-source"]).mode).toBe("poll");
    expect(run(["stream-open", "stream-closed"]).mode).toBe("poll");
  });

  it("tries the stream again every so many polls and goes back to it when it opens", () => {
    let state = run(["stream-error", "stream-error"]);
    for (let poll = 1; poll < RETRY_STREAM_EVERY; poll++) state = nextConnection(state, { type: "polled" });
    expect(shouldRetryStream(state, true)).toBe(false);
    state = nextConnection(state, { type: "polled" });
    expect(shouldRetryStream(state, true)).toBe(true);
    expect(shouldRetryStream(state, false)).toBe(false);
    expect(shouldRetryStream(nextConnection(state, { type: "retry-failed" }), true)).toBe(false);
    expect(nextConnection(state, { type: "stream-open" })).toEqual(INITIAL_CONNECTION);
  });
});

describe("isShownView", () => {
  const view = buildTrackingView(
    {
      reference: "RF-ABCDEFGH",
      createdAt: "2026-11-27T10:00:00.000Z",
      status: "pending",
      paidAt: null,
      refundedCents: 0,
      method: "manual",
      lines: [{ sku: "fire-cape", name: "Fire Cape", subName: "Zerker", count: 1, payableCents: 3150 }],
      subtotalCents: 3150,
      discountCents: 0,
      promo: null,
      totalCents: 3150,
      currency: "USD",
      fulfilment: "queued",
      stepEmails: true,
      trade: { world: null, place: null, traderRsn: null },
      version: 1,
    },
    [],
  );
  /** What a browser's EventSource hands the page: the event's data lines, joined. */
  const received = (sent: unknown) =>
    encodeSseEvent({ event: "order", id: "1", data: sent })
      .split("\n")
      .filter((line) => line.startsWith("data: "))
      .map((line) => line.slice(6))
      .join("\n");

  it("recognises the view the page shows in what the stream sends for it, after the page's copy went through JSON", () => {
    const shown = JSON.parse(JSON.stringify(view));
    expect(isShownView(received(view), shown)).toBe(true);
  });

  it("does not take a changed view for the shown one, even at the same version (a payment does not bump it)", () => {
    const paid = { ...view, payment: { ...view.payment, status: "paid", paidAt: "2026-11-27T10:05:00.000Z" } };
    expect(paid.version).toBe(view.version);
    expect(isShownView(received(paid), view)).toBe(false);
  });

  it("leaves anything else to the schema: other text, the same data in another order, no data", () => {
    const { reference, ...rest } = view;
    expect(isShownView(received({ ...rest, reference }), view)).toBe(false);
    expect(isShownView("not json", view)).toBe(false);
    expect(isShownView("", view)).toBe(false);
  });
});
