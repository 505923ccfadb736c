"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { type ChatState, chatStateSchema, postChatEmailContract, postChatMessageContract } from "@/domain/api/chat";

/*
 * The panel's one link to the server: the conversation when the panel opens (the cookie is
 * httpOnly, so only the server knows it), then the messages after the last one every few seconds
 * while the panel is open. Kept in this hook alone so a stream (/api/chat/stream) can replace the
 * polling without the panel noticing. Messages are merged by number: a poll racing a send never
 * shows one twice.
 */

export const CHAT_POLL_MS = 3_000;

export type ChatMessageView = ChatState["messages"][number];

export type ChatFeed = {
  /** "unreachable": the first read failed on the network or with a 5xx: the caller falls back. */
  status: "loading" | "ready" | "unreachable";
  messages: ChatMessageView[];
  teamOnline: boolean;
  typicalReply: string | null;
  askEmail: boolean;
  emailGiven: boolean;
  /** Leaves an email on the conversation; answers the refusal in words, or null when stored. */
  giveEmail: (email: string) => Promise<string | null>;
  /** Sends a message; answers the server's refusal (or a network failure) in words, or null when sent. */
  send: (body: string) => Promise<string | null>;
};

const SEND_FAILED = "We could not send that. Check your connection and try again.";

export function mergeMessages(known: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return known;
  const bySeq = new Map(known.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** POSTs `body` as JSON; null when the server took it, else its refusal (or a network failure) in words. */
async function postJson(url: string, body: unknown): Promise<{ refusal: string } | { json: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { refusal: SEND_FAILED };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { json };
  const message = (json as { message?: unknown } | null)?.message;
  return { refusal: typeof message === "string" && response.status < 500 ? message : SEND_FAILED };
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

export function useChatFeed(): ChatFeed {
  const [status, setStatus] = useState<ChatFeed["status"]>("loading");
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [presence, setPresence] = useState({
    teamOnline: false,
    typicalReply: null as string | null,
    askEmail: false,
    emailGiven: false,
  });
  const lastSeq = useRef(0);

  const take = useCallback((state: ChatState) => {
    setPresence({
      teamOnline: state.teamOnline,
      typicalReply: state.typicalReply,
      askEmail: state.askEmail,
      emailGiven: state.conversation?.emailGiven ?? false,
    });
    if (state.messages.length > 0) {
      lastSeq.current = Math.max(lastSeq.current, ...state.messages.map((message) => message.seq));
      setMessages((known) => mergeMessages(known, state.messages));
    }
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const poll = async () => {
      const state = await readState(lastSeq.current, abort.signal);
      if (abort.signal.aborted) return;
      if (state === "unreachable" && first) {
        setStatus("unreachable");
        return;
      }
      if (typeof state === "object") {
        take(state);
        if (first) setStatus("ready");
        first = false;
      }
      timer = setTimeout(() => void poll(), CHAT_POLL_MS);
    };
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [take]);

  const send = useCallback(async (body: string): Promise<string | null> => {
    const answer = await postJson("/api/chat/messages", { body, page: window.location.pathname.slice(0, 300) });
    if ("refusal" in answer) return answer.refusal;
    const parsed = postChatMessageContract.response.safeParse(answer.json);
    if (!parsed.success) return SEND_FAILED;
    // lastSeq is left to the polls: a reply stored just before this message has a lower number.
    setMessages((known) => mergeMessages(known, [parsed.data.message]));
    return null;
  }, []);

  const giveEmail = useCallback(async (email: string): Promise<string | null> => {
    const checked = postChatEmailContract.request.safeParse({ email });
    if (!checked.success) return "Enter an email address, like name@example.com.";
    const answer = await postJson("/api/chat/email", checked.data);
    if ("refusal" in answer) return answer.refusal;
    setPresence((known) => ({ ...known, askEmail: false, emailGiven: true }));
    return null;
  }, []);

  return { status, messages, ...presence, send, giveEmail };
}
