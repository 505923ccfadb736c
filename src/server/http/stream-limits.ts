import "server-only";
import { createStreamSlots, type StreamSlots } from "@/domain/http/stream-slots";
import { log } from "../log";
import { AppError } from "./errors";

/*
 * The caps on open event streams (the rule: src/domain/http/stream-slots.ts),
 * one registry per feed so that customers filling theirs never shut the operators out of the live
 * feed. A stream costs a socket, two timers and a subscription for minutes (about 90 KB each, as
 * measured when 20,000 streams grew a server by 1.8 GB); the process caps keep that to tens of MB
 * and far under the descriptor limit. Over a cap the answer is at once: 429 for one order's,
 * client's, session's or operator's share, 503 when the process is full, both with Retry-After.
 * The browser's page falls back to polling the order's JSON when its stream is refused.
 */

/**
 * A customer's order page: a few tabs and devices per order; per client address enough for a
 * household or an office behind one NAT; per process far more than one instance's customers watch.
 * Per link as per order (a link opens one order, so it never refuses what the order's cap would
 * take): a flood of one link is refused before its token is read (`refusedBeforeWork`).
 */
export const ORDER_STREAM_LIMITS = { process: 500, perKey: { order: 6, client: 20, link: 6 } } as const;
/** The back office: every admin tab holds one stream; a few operators, a few tabs each. */
export const ADMIN_STREAM_LIMITS = { process: 64, perKey: { session: 8, operator: 16 } } as const;
/** Streams last minutes (a slot frees when one ends): asking again much sooner is pointless. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** The live chat: a visitor's few tabs per conversation, a household per address; the console's are the admin's. */
export const CHAT_STREAM_LIMITS = { process: 500, perKey: { conversation: 6, client: 20 } } as const;

export const chatStreamSlots = createStreamSlots<"conversation" | "client">(CHAT_STREAM_LIMITS);
export const orderStreamSlots = createStreamSlots<"order" | "client" | "link">(ORDER_STREAM_LIMITS);
export const adminStreamSlots = createStreamSlots<"session" | "operator">(ADMIN_STREAM_LIMITS);

/** When the last warning of a full process was logged, per surface: once a minute is enough to see it. */
const warnedAt = new Map<string, number>();
const WARN_EVERY_MS = 60_000;

function refusal(full: string, surface: string): AppError {
  const headers = { "retry-after": String(STREAM_RETRY_AFTER_SECONDS) };
  if (full !== "process")
    return new AppError(`rate_limited:${surface}`, "Too many live views are open; close one or try again later.", {
      headers,
    });
  // Answered here, not thrown: errorToResponse would log a stack for each 503 of a flood.
  const now = Date.now();
  if (now - (warnedAt.get(surface) ?? 0) >= WARN_EVERY_MS) {
    warnedAt.set(surface, now);
    log.warn({ code: `unavailable:${surface}` }, "open event streams at the process's cap; refusing new ones");
  }
  return new AppError(`unavailable:${surface}`, "Too many live views are open; please try again later.", { headers });
}

/**
 * The refusal a stream with these keys would get, before any work (a database read) is spent on
 * it; null when it may go on to claim its slot.
 */
export function refusedBeforeWork<Scope extends string>(
  slots: StreamSlots<Scope>,
  keys: Partial<Record<Scope, string>>,
  surface: string,
): Response | null {
  const full = slots.fullFor(keys);
  return full ? refusal(full, surface).toResponse() : null;
}

/**
 * The answer of a stream route: a slot claimed and the stream opened with `onEnd` giving the slot
 * back (exactly once, however the stream ends), or at once the 429 or 503, holding nothing. A
 * refusal does no more work than the caller did before: `open` runs only with a slot.
 */
export async function cappedStreamResponse<Scope extends string>(
  slots: StreamSlots<Scope>,
  keys: Record<Scope, string>,
  surface: string,
  open: (onEnd: () => void) => ReadableStream<Uint8Array> | Promise<ReadableStream<Uint8Array>>,
  headers: Record<string, string>,
): Promise<Response> {
  const claim = slots.claim(keys);
  if (!claim.ok) return refusal(claim.full, surface).toResponse();
  try {
    return new Response(await open(claim.release), { headers });
  } catch (error) {
    claim.release();
    throw error;
  }
}
