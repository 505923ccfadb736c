"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  type ChatState,
  chatMessageSchema,
  chatStateSchema,
  postChatEmailContract,
  postChatMessageContract,
} from "@/domain/api/chat";
import { getCartSnapshot } from "@/features/cart/cart-store";
import type { ChatOrder } from "./chat-panel-store";

/*
 * The panel's one link to the server. The conversation is read once when the panel opens (the
 * cookie is httpOnly, so only the server knows it); once there is an open conversation, its
 * messages and staff typing come on /api/chat/stream. A slow poll keeps the presence and the email
 * ask current, and becomes the 3 s poll of old while the stream is down. Messages are merged by
 * number: a stream, a poll and a send racing each other never show one twice.
 */

export const CHAT_POLL_MS = 3_000;
/** While the stream is up (or there is nothing to stream), the poll only refreshes presence and the email ask. */
export const CHAT_SLOW_POLL_MS = 15_000;
/** How long "Support is typing…" stays after the last staff typing event. */
export const CHAT_TYPING_SHOWN_MS = 5_000;
/** The visitor's typing is told at most this often. */
export const CHAT_TYPING_EVERY_MS = 2_000;

export type ChatMessageView = ChatState["messages"][number];

export type ChatFeed = {
  /** "unreachable": the first read failed on the network or with a 5xx: the caller falls back. */
  status: "loading" | "ready" | "unreachable";
  messages: ChatMessageView[];
  /** "none": no conversation yet (or it was deleted); "closed": ended, a new message starts a new one. */
  conversation: "none" | "open" | "closed";
  teamOnline: boolean;
  typicalReply: string | null;
  askEmail: boolean;
  emailGiven: boolean;
  staffTyping: boolean;
  /** Leaves an email on the conversation; answers the refusal in words, or null when stored. */
  giveEmail: (email: string) => Promise<string | null>;
  /** Sends a message; answers the server's refusal (or a network failure) in words, or null when sent. */
  send: (body: string) => Promise<string | null>;
  /** Tells the console the visitor is typing (at most every 2 s, only into an open conversation). */
  typing: () => void;
  /** Ends the conversation; answers the refusal in words, or null when ended. */
  end: () => Promise<string | null>;
  /** Deletes the conversation and every message; answers the refusal in words, or null when gone. */
  remove: () => Promise<string | null>;
  /** After an ended conversation: an empty panel, the next message opens a new conversation. */
  startOver: () => void;
};

const SEND_FAILED = "We could not send that. Check your connection and try again.";

export function mergeMessages(known: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return known;
  const bySeq = new Map(known.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Sends `body` as JSON (none for a DELETE); the answer's JSON, or its refusal (or a network failure) in words. */
async function request(
  url: string,
  method: "POST" | "DELETE",
  body?: unknown,
): Promise<{ refusal: string; status: number } | { json: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
  } catch {
    return { refusal: SEND_FAILED, status: 0 };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { json };
  const message = (json as { message?: unknown } | null)?.message;
  return {
    refusal: typeof message === "string" && response.status < 500 ? message : SEND_FAILED,
    status: response.status,
  };
}

async function readState(after: number, signal: AbortSignal): Promise<ChatState | "unreachable" | "skip"> {
  let response: Response;
  try {
    response = await fetch(`/api/chat?after=${after}`, { cache: "no-store", signal });
  } catch {
    return signal.aborted ? "skip" : "unreachable";
  }
  if (response.status >= 500) return "unreachable";
  if (!response.ok) return "skip";
  const parsed = chatStateSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : "skip";
}

/** The cart's id when it is one the contract takes (a corrupt stored one is left out, not refused). */
function cartUuid(): string | undefined {
  try {
    const uuid = getCartSnapshot().uuid;
    return postChatMessageContract.request.shape.cartUuid.safeParse(uuid).success ? uuid : undefined;
  } catch {
    return undefined;
  }
}

function parseData(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}

function conversationOf(state: ChatState): ChatFeed["conversation"] {
  if (!state.conversation) return "none";
  return state.conversation.open ? "open" : "closed";
}

export function useChatFeed(options: { order?: ChatOrder | null } = {}): ChatFeed {
  const [status, setStatus] = useState<ChatFeed["status"]>("loading");
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [conversation, setConversation] = useState<ChatFeed["conversation"]>("none");
  const [presence, setPresence] = useState({
    teamOnline: false,
    typicalReply: null as string | null,
    askEmail: false,
    emailGiven: false,
  });
  const [staffTyping, setStaffTyping] = useState(false);
  const lastSeq = useRef(0);
  const streamUp = useRef(false);
  const conversationRef = useRef<ChatFeed["conversation"]>("none");
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingSentAt = useRef(0);
  // The order goes with messages until one is stored: the server ties it once, and only with its key.
  const order = useRef(options.order ?? null);
  const orderReference = options.order?.reference;
  const orderKey = options.order?.key;
  useEffect(() => {
    order.current = orderReference && orderKey ? { reference: orderReference, key: orderKey } : null;
  }, [orderReference, orderKey]);
  // A read begun before an end or a delete answers for the conversation as it was: dropped.
  const generation = useRef(0);
  // "Start a new chat" after an ended one: the cookie still names the ended conversation until the
  // next message replaces it, so reads meanwhile bring the presence only.
  const setAside = useRef(false);

  const moveTo = useCallback((next: ChatFeed["conversation"]) => {
    conversationRef.current = next;
    setConversation(next);
  }, []);

  const takeMessages = useCallback((incoming: ChatMessageView[]) => {
    if (incoming.length === 0) return;
    lastSeq.current = Math.max(lastSeq.current, ...incoming.map((message) => message.seq));
    setMessages((known) => mergeMessages(known, incoming));
    if (incoming.some((message) => message.author === "staff")) {
      clearTimeout(typingTimer.current);
      setStaffTyping(false);
    }
  }, []);

  const take = useCallback(
    (state: ChatState, whole = false) => {
      const ended = setAside.current && state.conversation !== null && !state.conversation.open;
      setPresence({
        teamOnline: state.teamOnline,
        typicalReply: state.typicalReply,
        askEmail: ended ? false : state.askEmail,
        emailGiven: ended ? false : (state.conversation?.emailGiven ?? false),
      });
      if (ended) return;
      moveTo(conversationOf(state));
      if (whole) {
        // A re-read from the start: links switched on, or the conversation deleted elsewhere.
        lastSeq.current = 0;
        setMessages([]);
      }
      takeMessages(state.messages);
    },
    [moveTo, takeMessages],
  );

  // The first read, then a tick every 3 s that reads when the stream is down, or every 15 s anyway.
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    let lastRead = 0;
    const tick = async () => {
      const due =
        first ||
        Date.now() - lastRead >= CHAT_SLOW_POLL_MS ||
        (conversationRef.current === "open" && !streamUp.current);
      if (due) {
        lastRead = Date.now();
        const asked = generation.current;
        const state = await readState(lastSeq.current, abort.signal);
        if (abort.signal.aborted) return;
        if (state === "unreachable" && first) {
          setStatus("unreachable");
          return;
        }
        if (typeof state === "object" && asked === generation.current) {
          take(state);
          if (first) setStatus("ready");
          first = false;
        }
      }
      timer = setTimeout(() => void tick(), CHAT_POLL_MS);
    };
    void tick();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [take]);

  // The stream, while there is an open conversation (the panel is open while this hook is mounted).
  useEffect(() => {
    if (conversation !== "open" || typeof EventSource === "undefined") return;
    const abort = new AbortController();
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource("/api/chat/stream");
      source.onopen = () => {
        streamUp.current = true;
      };
      source.onerror = () => {
        streamUp.current = false;
        // The browser retries by itself, except after a refusal (404, 429): then a fresh try later.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(connect, CHAT_SLOW_POLL_MS);
        }
      };
      source.addEventListener("message", (event) => {
        const parsed = chatMessageSchema.safeParse(parseData(event.data));
        if (parsed.success) takeMessages([parsed.data]);
      });
      source.addEventListener("typing", (event) => {
        const who = (parseData(event.data) as { who?: unknown } | null)?.who;
        if (who !== "staff") return;
        clearTimeout(typingTimer.current);
        setStaffTyping(true);
        typingTimer.current = setTimeout(() => setStaffTyping(false), CHAT_TYPING_SHOWN_MS);
      });
      source.addEventListener("conversation", () => {
        const asked = generation.current;
        void readState(0, abort.signal).then((state) => {
          if (typeof state === "object" && asked === generation.current) take(state, true);
        });
      });
    };
    connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
      source?.close();
      streamUp.current = false;
    };
  }, [conversation, take, takeMessages]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const send = useCallback(
    async (body: string): Promise<string | null> => {
      const about = order.current ? { orderReference: order.current.reference, orderKey: order.current.key } : {};
      const answer = await request("/api/chat/messages", "POST", {
        body,
        page: window.location.pathname.slice(0, 300),
        cartUuid: cartUuid(),
        ...about,
      });
      if ("refusal" in answer) return answer.refusal;
      const parsed = postChatMessageContract.response.safeParse(answer.json);
      if (!parsed.success) return SEND_FAILED;
      order.current = null;
      setAside.current = false;
      // lastSeq is left to the stream and the polls: a reply (or the order's note) stored just before has a lower number.
      setMessages((known) => mergeMessages(known, [parsed.data.message]));
      moveTo("open");
      return null;
    },
    [moveTo],
  );

  const typing = useCallback(() => {
    if (conversationRef.current !== "open") return;
    const now = Date.now();
    if (now - typingSentAt.current < CHAT_TYPING_EVERY_MS) return;
    typingSentAt.current = now;
    void request("/api/chat/typing", "POST", {});
  }, []);

  const giveEmail = useCallback(async (email: string): Promise<string | null> => {
    const checked = postChatEmailContract.request.safeParse({ email });
    if (!checked.success) return "Enter an email address, like name@example.com.";
    const answer = await request("/api/chat/email", "POST", checked.data);
    if ("refusal" in answer) return answer.refusal;
    setPresence((known) => ({ ...known, askEmail: false, emailGiven: true }));
    return null;
  }, []);

  const end = useCallback(async (): Promise<string | null> => {
    const answer = await request("/api/chat/end", "POST", {});
    if ("refusal" in answer) return answer.refusal;
    generation.current += 1;
    moveTo("closed");
    setStaffTyping(false);
    setPresence((known) => ({ ...known, askEmail: false }));
    return null;
  }, [moveTo]);

  const startOver = useCallback(() => {
    generation.current += 1;
    setAside.current = true;
    lastSeq.current = 0;
    setMessages([]);
    moveTo("none");
    setPresence((known) => ({ ...known, askEmail: false, emailGiven: false }));
  }, [moveTo]);

  const remove = useCallback(async (): Promise<string | null> => {
    const answer = await request("/api/chat/end", "DELETE");
    // Gone already (deleted on another device, or by retention): the panel forgets it all the same.
    if ("refusal" in answer && answer.status !== 404) return answer.refusal;
    startOver();
    return null;
  }, [startOver]);

  return {
    status,
    messages,
    conversation,
    ...presence,
    staffTyping,
    send,
    typing,
    giveEmail,
    end,
    remove,
    startOver,
  };
}
