/*
 * Server-sent events framing (the HTML standard's text/event-stream). Pure, so the framing is
 * tested without a server. A field value may not hold a line break (it would end the field and
 * start another), and an id may not hold NUL (the browser ignores such an id): both are refused
 * here, at the source, rather than escaped.
 */

export type SseEvent = { event: string; data: unknown; id?: string; retry?: number };

const EVENT_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const LINE_BREAK_OR_NUL = /[\r\n\0]/;

/** How long the browser waits before reconnecting after the stream drops. */
export const SSE_RETRY_MS = 5_000;
/** A comment this often keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 15_000;

/** One event: `event:`, `id:`, `retry:` and the data as JSON (one `data:` line per line), then a blank line. */
export function encodeSseEvent({ event, data, id, retry }: SseEvent): string {
  if (!EVENT_NAME.test(event)) throw new Error(`not an SSE event name: ${JSON.stringify(event)}`);
  if (id !== undefined && LINE_BREAK_OR_NUL.test(id)) throw new Error("an SSE id may not hold a line break or NUL");
  if (retry !== undefined && !(Number.isInteger(retry) && retry >= 0))
    throw new Error("an SSE retry is a whole number of milliseconds");
  const json = JSON.stringify(data) ?? "null";
  const lines = [`event: ${event}`];
  if (id !== undefined) lines.push(`id: ${id}`);
  if (retry !== undefined) lines.push(`retry: ${retry}`);
  for (const line of json.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}

/** A comment line: the browser ignores it; it only keeps the connection busy. */
export function encodeSseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, " ")}\n\n`;
}

/** Only the reconnection delay, sent first so a client that drops reconnects at our pace. */
export function encodeSseRetry(ms: number): string {
  if (!(Number.isInteger(ms) && ms >= 0)) throw new Error("an SSE retry is a whole number of milliseconds");
  return `retry: ${ms}\n\n`;
}
