import { describe, expect, it } from "vitest";
import {
  INITIAL_CONNECTION,
  type LiveConnection,
  type LiveSignal,
  nextConnection,
  RETRY_STREAM_EVERY,
  shouldRetryStream,
} from "./live-order-connection";

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
