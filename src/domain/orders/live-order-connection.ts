/*
 * How the customer's order page stays live, as a pure state machine the
 * browser component drives: the event stream first; after two failures in a row without an open
 * stream between them (or with no EventSource at all) the page polls the JSON instead, and every
 * so often tries the stream again, going back to it when it opens. A stream the browser reopens
 * by itself after the server ends it (one error, then open) never counts as failing.
 */

export type LiveMode = "stream" | "poll";

export type LiveConnection = {
  mode: LiveMode;
  /** Errors of the stream since it was last open. */
  failures: number;
  /** Polls since the page fell back; at RETRY_STREAM_EVERY the stream is tried again. */
  polls: number;
};

export type LiveSignal =
  | { type: "stream-open" }
  | { type: "stream-error" }
  | { type: "no-event-source" }
  /** The browser gave the stream up for good (an answer that is not a stream, such as a 404). */
  | { type: "stream-closed" }
  | { type: "polled" }
  | { type: "retry-failed" };

/** How often the page asks for the view while polling: a change shows within 2 seconds. */
export const LIVE_POLL_MS = 2_000;
/** Two failures in a row: the stream cannot stay open. */
export const STREAM_FAILURES_BEFORE_POLLING = 2;
/** While polling, the stream is tried again every this many polls (30 s). */
export const RETRY_STREAM_EVERY = 15;

export const INITIAL_CONNECTION: LiveConnection = { mode: "stream", failures: 0, polls: 0 };

export function nextConnection(state: LiveConnection, signal: LiveSignal): LiveConnection {
  switch (signal.type) {
    case "stream-open":
      return { mode: "stream", failures: 0, polls: 0 };
    case "stream-error": {
      if (state.mode === "poll") return { ...state, polls: 0 };
      const failures = state.failures + 1;
      return failures >= STREAM_FAILURES_BEFORE_POLLING ? { mode: "poll", failures, polls: 0 } : { ...state, failures };
    }
    case "no-event-source":
    case "stream-closed":
      return { mode: "poll", failures: STREAM_FAILURES_BEFORE_POLLING, polls: 0 };
    case "polled":
      return state.mode === "poll" ? { ...state, polls: state.polls + 1 } : state;
    case "retry-failed":
      return { ...state, polls: 0 };
  }
}

/** Whether the page, while polling, should try the stream again now. */
export function shouldRetryStream(state: LiveConnection, hasEventSource: boolean): boolean {
  return hasEventSource && state.mode === "poll" && state.polls >= RETRY_STREAM_EVERY;
}

/**
 * Whether an event's data is the view the page already shows. Every stream opens with the order's
 * current view (a reconnect must miss nothing), and most often that is the view the page was
 * rendered with: recognised by its text, the server's `JSON.stringify` of the same view, it needs
 * neither the schema (a chunk loaded on demand) nor a render. Any other text is parsed and checked.
 */
export function isShownView(data: string, shown: unknown): boolean {
  return data === JSON.stringify(shown);
}
