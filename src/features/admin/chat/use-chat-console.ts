"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { type ConsoleDetail, type ConsoleList, consoleStreamEventSchema } from "@/domain/api/admin-chat";
import { ADMIN_CHAT_LIST_ROUTE, ADMIN_CHAT_STREAM_PATH, adminChatDetailRoute } from "@/domain/api/admin-chat-routes";
import { arrivedConversations, STREAM_FALLBACK_POLL_MS, TYPING_SHOWN_MS } from "@/domain/chat/chat-console";
import { callApi } from "@/features/network/call-api";

/** How often the console reads the list and the open conversation while its stream is down. */
export const CHAT_POLL_MS = 3_000;
/** After the server refused the stream (a cap, a deploy), the console asks for it again this much later. */
const STREAM_REOPEN_MS = 30_000;

/*
 * The console's one way of hearing about conversations and messages: every fetch is here. The
 * stream (/api/admin/chat/stream) says "look now" for every chat event of every conversation: the
 * list is read again, and the open conversation too when the event is about it. A slow read
 * (STREAM_FALLBACK_POLL_MS) stays on in case an event is lost; while the stream is down the
 * console reads every CHAT_POLL_MS instead. Each read of the list is also the operator's presence
 * heartbeat (the open stream beats too). `arrived` counts conversations that appeared since the
 * previous read (the first finds none); the visitor's typing shows for TYPING_SHOWN_MS.
 */
export function useChatConsole(
  initial: ConsoleList,
  onArrived: (count: number) => void,
  initialSelected: string | null,
) {
  const [list, setList] = useState<ConsoleList>(initial);
  const [selectedId, setSelectedId] = useState<string | null>(initialSelected);
  const [detail, setDetail] = useState<ConsoleDetail | null>(null);
  const [offline, setOffline] = useState(false);
  const [live, setLive] = useState(false);
  const [visitorTyping, setVisitorTyping] = useState(false);
  const known = useRef<Set<string>>(new Set(initial.conversations.map((conversation) => conversation.id)));
  const selected = useRef<string | null>(initialSelected);
  const arrivedRef = useRef(onArrived);
  arrivedRef.current = onArrived;
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const readDetail = useCallback(async (id: string) => {
    const answer = await callApi(adminChatDetailRoute(id), {}, { cache: "no-store" });
    // A slow answer for a conversation the operator has left is dropped.
    if (selected.current !== id) return;
    if (answer.ok) setDetail(answer.data);
  }, []);

  const readList = useCallback(async () => {
    const answer = await callApi(ADMIN_CHAT_LIST_ROUTE, {}, { cache: "no-store" });
    if (!answer.ok) {
      setOffline(true);
      return;
    }
    setOffline(false);
    const ids = answer.data.conversations.map((conversation) => conversation.id);
    const arrived = arrivedConversations(known.current, ids);
    known.current = new Set([...known.current, ...ids]);
    setList(answer.data);
    if (arrived.length > 0) arrivedRef.current(arrived.length);
  }, []);

  const refresh = useCallback(async () => {
    await readList();
    if (selected.current) await readDetail(selected.current);
  }, [readList, readDetail]);

  // Events come in bursts (a message is also a conversation's change): one read at a time, and
  // one more after it when anything arrived meanwhile.
  const reading = useRef<Promise<void> | null>(null);
  const pending = useRef<{ detail: boolean } | null>(null);
  const readSoon = useCallback(
    (withDetail: boolean) => {
      pending.current = { detail: (pending.current?.detail ?? false) || withDetail };
      if (reading.current) return;
      const run = async () => {
        while (pending.current) {
          const { detail: andDetail } = pending.current;
          pending.current = null;
          await readList();
          if (andDetail && selected.current) await readDetail(selected.current);
        }
        reading.current = null;
      };
      reading.current = run();
    },
    [readList, readDetail],
  );

  const liveRef = useRef(false);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(tick, liveRef.current ? STREAM_FALLBACK_POLL_MS : CHAT_POLL_MS);
    };
    const tick = async () => {
      await refresh();
      schedule();
    };
    const goLive = (on: boolean) => {
      if (liveRef.current === on) return;
      liveRef.current = on;
      setLive(on);
      schedule();
    };

    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(ADMIN_CHAT_STREAM_PATH);
      source.addEventListener("open", () => {
        goLive(true);
        // Whatever happened while it was down is read once now.
        readSoon(true);
      });
      source.addEventListener("chat", (event) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        const chat = consoleStreamEventSchema.safeParse(parsed);
        if (!chat.success) return;
        const data = chat.data;
        if (data.kind === "resync") return readSoon(true);
        const mine = data.conversationId === selected.current;
        if (data.kind === "typing") {
          if (data.who !== "visitor" || !mine) return;
          setVisitorTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setVisitorTyping(false), TYPING_SHOWN_MS);
          return;
        }
        if (mine && data.kind === "message") {
          clearTimeout(typingTimer.current);
          setVisitorTyping(false);
        }
        readSoon(mine);
      });
      source.addEventListener("error", () => {
        goLive(false);
        // CLOSED: the server refused it (a cap, signed out); otherwise EventSource reconnects by itself.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        if (!stopped) reopen = setTimeout(open, STREAM_REOPEN_MS);
      });
    };

    void tick();
    if (typeof EventSource !== "undefined") open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(reopen);
      clearTimeout(typingTimer.current);
      source?.close();
    };
  }, [refresh, readSoon]);

  const select = useCallback(
    (id: string | null) => {
      selected.current = id;
      setSelectedId(id);
      setDetail(null);
      clearTimeout(typingTimer.current);
      setVisitorTyping(false);
      // The address names the open conversation, so a reload (or a link from an order) opens it again.
      const url = new URL(window.location.href);
      if (id) url.searchParams.set("c", id);
      else url.searchParams.delete("c");
      window.history.replaceState(window.history.state, "", url);
      if (id) void readDetail(id);
    },
    [readDetail],
  );

  return { list, detail, selectedId, select, refresh, offline, live, visitorTyping };
}
