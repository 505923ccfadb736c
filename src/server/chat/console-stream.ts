import "server-only";
import { encodeSseComment, encodeSseEvent, encodeSseRetry, SSE_HEARTBEAT_MS } from "@/domain/admin/sse";
import { database } from "../db/database";
import { touchChatPresence } from "../db/queries/chat-conversations";
import { log } from "../log";
import { errorMessage } from "../logger";
import { type ChatEvent, subscribeChat } from "./chat-bus";
import { CHAT_RETRY_MS, CHAT_STREAM_MS } from "./chat-stream";

/*
 * The console's stream: every chat event of every conversation, passed on as it is heard (the
 * console reads what changed through its own GETs), and the operator's presence. While the stream
 * is open the operator's heartbeat is written every beat, so "the team is online" means exactly
 * "someone has the console open" on every instance; a `resync` (the LISTEN connection back after a
 * loss) tells the console to read everything again.
 */

export const PRESENCE_BEAT_MS = 15_000;

export async function openConsoleStream(options: {
  operatorId: string;
  signal: AbortSignal;
  onEnd: () => void;
  streamMs?: number;
  beatMs?: number;
}): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const { db } = await database();
  let ended = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const intervals: ReturnType<typeof setInterval>[] = [];
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

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

  const beat = async () => {
    try {
      await touchChatPresence(db, options.operatorId, new Date().toISOString());
    } catch (error) {
      log.warn({ reason: errorMessage(error) }, "chat presence not written");
    }
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
  await beat();
  unsubscribe = await subscribeChat((event: ChatEvent | { kind: "resync" }) => {
    send(encodeSseEvent({ event: "chat", data: event }));
  });
  intervals.push(setInterval(() => send(encodeSseComment("ping")), SSE_HEARTBEAT_MS));
  intervals.push(setInterval(() => void beat(), options.beatMs ?? PRESENCE_BEAT_MS));
  deadline = setTimeout(end, options.streamMs ?? CHAT_STREAM_MS);
  if (options.signal.aborted) end();
  return stream;
}
