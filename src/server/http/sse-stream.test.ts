import { describe, expect, it, vi } from "vitest";
import { sseStream } from "./sse-stream";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream) text += decoder.decode(chunk);
  return text;
}

describe("sseStream", () => {
  it("sends retry, then the owner's events and heartbeats, and ends after its time, unsubscribing once", async () => {
    const unsubscribe = vi.fn();
    const stream = sseStream({
      heartbeatMs: 5,
      closeAfterMs: 40,
      retryMs: 1000,
      start: ({ send }) => {
        send("event: hello\ndata: 1\n\n");
        return unsubscribe;
      },
    });
    const text = await readAll(stream);
    expect(text.startsWith("retry: 1000\n\nevent: hello\ndata: 1\n\n")).toBe(true);
    expect(text).toContain(": keep-alive\n\n");
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("ends and unsubscribes when the client leaves, and never starts for one already gone", async () => {
    const leaving = new AbortController();
    const unsubscribe = vi.fn();
    const stream = sseStream({
      signal: leaving.signal,
      heartbeatMs: 60_000,
      closeAfterMs: 60_000,
      retryMs: 1000,
      start: () => unsubscribe,
    });
    const reading = readAll(stream);
    leaving.abort();
    expect(await reading).toBe("retry: 1000\n\n");
    expect(unsubscribe).toHaveBeenCalledTimes(1);

    const start = vi.fn(() => () => {});
    const gone = new AbortController();
    gone.abort();
    expect(await readAll(sseStream({ signal: gone.signal, heartbeatMs: 5, closeAfterMs: 5, retryMs: 1, start }))).toBe(
      "",
    );
    expect(start).not.toHaveBeenCalled();
  });

  it("unsubscribes an owner that closed the stream while starting, and when the reader cancels", async () => {
    const early = vi.fn();
    const closedAtOnce = sseStream({
      heartbeatMs: 60_000,
      closeAfterMs: 60_000,
      retryMs: 1,
      start: ({ close }) => {
        close();
        return early;
      },
    });
    await readAll(closedAtOnce);
    expect(early).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const stream = sseStream({ heartbeatMs: 60_000, closeAfterMs: 60_000, retryMs: 1, start: () => cancelled });
    await stream.cancel();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it("tells its owner once that it ended, however it ends (its slot is given back once)", async () => {
    const base = { heartbeatMs: 60_000, closeAfterMs: 60_000, retryMs: 1, start: () => () => {} };
    const timedOut = vi.fn();
    await readAll(sseStream({ ...base, closeAfterMs: 5, onEnd: timedOut }));

    const leaving = new AbortController();
    const aborted = vi.fn();
    const reading = readAll(sseStream({ ...base, signal: leaving.signal, onEnd: aborted }));
    leaving.abort();
    await reading;

    const cancelled = vi.fn();
    const stream = sseStream({ ...base, onEnd: cancelled });
    await stream.cancel();
    await stream.cancel();

    const gone = new AbortController();
    gone.abort();
    const goneAlready = vi.fn();
    await readAll(sseStream({ ...base, signal: gone.signal, onEnd: goneAlready }));

    const failed = vi.fn();
    const failing = () =>
      sseStream({
        ...base,
        onEnd: failed,
        start: () => {
          throw new Error("subscribe failed");
        },
      });
    expect(failing).toThrow("subscribe failed");
    for (const onEnd of [timedOut, aborted, cancelled, goneAlready, failed]) expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
