import "server-only";
import { encodeSseComment, encodeSseRetry } from "@/domain/admin/sse";

/** What a stream's owner writes through: text already framed (src/domain/admin/sse.ts), and the end. */
export type SseChannel = { send(text: string): void; close(): void };

/**
 * The life of one server-sent events response, shared by the back office's feed and the
 * customer's order page: `retry:` first, a comment every `heartbeatMs` so proxies keep an idle
 * stream open, an end after `closeAfterMs` (the browser reconnects and the route checks its access
 * again), and one cleanup however it ends (the end, the client leaving, the reader cancelling, the
 * owner failing to start).
 * `start` subscribes and sends the stream's own events; it answers how to unsubscribe.
 */
export function sseStream(input: {
  signal?: AbortSignal;
  heartbeatMs: number;
  closeAfterMs: number;
  retryMs: number;
  start: (channel: SseChannel) => () => void;
  /** Told once when the stream ends, however it ends (its slot is given back: stream-limits.ts). */
  onEnd?: () => void;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let unsubscribe: (() => void) | undefined;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the reader: nothing left to do.
        }
      };
      const heartbeat = setInterval(() => send(encodeSseComment("keep-alive")), input.heartbeatMs);
      const end = setTimeout(close, input.closeAfterMs);
      cleanup = () => {
        if (closed) return;
        closed = true;
        unsubscribe?.();
        clearInterval(heartbeat);
        clearTimeout(end);
        input.signal?.removeEventListener("abort", close);
        input.onEnd?.();
      };
      input.signal?.addEventListener("abort", close, { once: true });
      if (input.signal?.aborted) return close();
      send(encodeSseRetry(input.retryMs));
      let stop: () => void;
      try {
        stop = input.start({ send, close });
      } catch (error) {
        // Nothing subscribed: the timers and the owner's slot go now, and the stream errors.
        cleanup();
        throw error;
      }
      // The owner may have closed the stream while starting: then nothing is left to unsubscribe later.
      if (closed) stop();
      else unsubscribe = stop;
      return undefined;
    },
    cancel() {
      cleanup();
    },
  });
}
