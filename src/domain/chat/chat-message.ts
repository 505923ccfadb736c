/*
 * What a chat message may be, and how its text is shown. A message is plain text from a stranger:
 * it is trimmed, refused when empty, too long or carrying control characters, and shown as text
 * everywhere. A link in it stays text until staff enable links on that message, and even then only
 * http(s) addresses become links.
 */

export const CHAT_MESSAGE_MAX_LENGTH = 1_000;

export type ChatTextCheck = { ok: true; body: string } | { ok: false; reason: string };

// Control characters, bidi overrides and zero-width spaces hide what a message says; a line break is
// text (taken out before the test), and so is the joiner inside an emoji like 👩‍👧.
const HIDDEN = /[\p{Cc}\u200B\u202A-\u202E\u2066-\u2069\u2028\u2029\uFEFF]/u;

export function checkChatMessage(text: string): ChatTextCheck {
  const body = text.replace(/\r\n?/g, "\n").trim();
  if (body.length === 0) return { ok: false, reason: "Write a message first." };
  if (body.length > CHAT_MESSAGE_MAX_LENGTH) {
    return { ok: false, reason: `Keep a message under ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.` };
  }
  if (HIDDEN.test(body.replace(/[\n\t]/g, " ")))
    return { ok: false, reason: "This message has characters a chat cannot show." };
  return { ok: true, body: body.replace(/\n{3,}/g, "\n\n") };
}

export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/gi;

/** A message's text in parts: links only when staff enabled them on it, and only http(s). */
export function messageParts(body: string, linksEnabled: boolean): MessagePart[] {
  if (!linksEnabled) return [{ kind: "text", text: body }];
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) });
    let href: string | null = null;
    try {
      const url = new URL(match[0]);
      if (url.protocol === "http:" || url.protocol === "https:") href = url.href;
    } catch {
      href = null;
    }
    parts.push(href ? { kind: "link", text: match[0], href } : { kind: "text", text: match[0] });
    last = start + match[0].length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return parts;
}

/** A visitor writes at most this often, counted on their conversation's secret… */
export const CHAT_VISITOR_LIMIT = { limit: 10, windowSeconds: 60 };
/** …and everyone behind one address together at most this often (a household, an office). */
export const CHAT_ADDRESS_LIMIT = { limit: 30, windowSeconds: 60 };
export const CHAT_RATE_MESSAGE = "You are writing faster than we can read: wait a moment, then send again.";
/** Typing is said at most every couple of seconds by the panel; this bounds a script that says it more. */
export const CHAT_TYPING_LIMIT = { limit: 40, windowSeconds: 60 };
