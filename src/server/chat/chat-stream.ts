import "server-only";
import { encodeSseComment, encodeSseEvent, encodeSseRetry, SSE_HEARTBEAT_MS } from "@/domain/admin/sse";
import { log } from "../log";
import { errorMessage } from "../logger";
import { type ChatEvent, subscribeChat } from "./chat-bus";
import { type ChatMessage, chatMessagesAfter } from "./chat-service";

/*
 * One conversation as server-sent events, for the visitor's panel or the console. It sends what
 * the reader missed (after its Last-Event-ID), then, whenever the bus says this conversation moved
 * (or reconnected, or every SAFETY_READ_MS in case a nudge was lost), the messages after the last
 * number it sent: reads run one at a time, so nothing is sent twice, and from the database, so
 * nothing another instance stored is missed. Typing is passed on as it comes (it is not stored). A
 * stream ends after STREAM_MS and the browser reconnects from its last id, its cookie checked again.
 */

export const CHAT_STREAM_MS = 3 * 60_000;
export const CHAT_RETRY_MS = 1_000;
export const CHAT_SAFETY_READ_MS = 10_000;

export type ChatStreamOptions = {
  conversationId: string;
  afterSeq: number;
  signal: AbortSignal;
  onEnd: () => void;
  /** The visitor's panel never gets operator ids. */
  reader: "visitor" | "staff";
  streamMs?: number;
  safetyReadMs?: number;
};

function shown(message: ChatMessage, reader: "visitor" | "staff") {
  if (reader === "staff") return message;
  const { operatorId: _, ...visible } = message;
  return visible;
}

export async function openChatStream(options: ChatStreamOptions): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let lastSeq = options.afterSeq;
  let reading: Promise<void> = Promise.resolve();
  let ended = false;
  const intervals: ReturnType<typeof setInterval>[] = [];
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const send = (text: string) => {
    if (ended) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      end();
    }
  };

  function end() {
    if (ended) return;
    ended = true;
    for (const interval of intervals) clearInterval(interval);
    clearTimeout(deadline);
    unsubscribe?.();
    options.signal.removeEventListener("abort", end);
    try {
      controller.close();
    } catch {
      // closed by the reader already
    }
    options.onEnd();
  }

  /** The messages after the last one sent, queued behind any read in flight. */
  const readNew = () => {
    reading = reading.then(async () => {
      if (ended) return;
      try {
        for (const message of await chatMessagesAfter(options.conversationId, lastSeq)) {
          if (message.seq <= lastSeq) continue;
          lastSeq = message.seq;
          send(encodeSseEvent({ event: "message", id: String(message.seq), data: shown(message, options.reader) }));
        }
      } catch (error) {
        // An outage: the stream stays open and the next nudge or safety read tries again.
        log.warn({ reason: errorMessage(error) }, "chat stream read failed");
      }
    });
    return reading;
  };

  const onEvent = (event: ChatEvent | { kind: "resync" }) => {
    if (event.kind === "resync") {
      void readNew();
      return;
    }
    if (event.conversationId !== options.conversationId) return;
    if (event.kind === "typing") send(encodeSseEvent({ event: "typing", data: { who: event.who ?? "staff" } }));
    else if (event.kind === "conversation") send(encodeSseEvent({ event: "conversation", data: {} }));
    else void readNew();
  };

  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      end();
    },
  });
  send(encodeSseRetry(CHAT_RETRY_MS));
  options.signal.addEventListener("abort", end);
  unsubscribe = await subscribeChat(onEvent);
  await readNew();
  intervals.push(setInterval(() => send(encodeSseComment("ping")), SSE_HEARTBEAT_MS));
  intervals.push(setInterval(() => void readNew(), options.safetyReadMs ?? CHAT_SAFETY_READ_MS));
  deadline = setTimeout(end, options.streamMs ?? CHAT_STREAM_MS);
  if (options.signal.aborted) end();
  return stream;
}
