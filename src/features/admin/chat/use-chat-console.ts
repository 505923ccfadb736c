"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ConsoleDetail, ConsoleList } from "@/domain/api/admin-chat";
import { ADMIN_CHAT_LIST_ROUTE, adminChatDetailRoute } from "@/domain/api/admin-chat-routes";
import { arrivedConversations } from "@/domain/chat/chat-console";
import { callApi } from "@/features/network/call-api";

/** How often the console reads the list and the open conversation again. */
export const CHAT_POLL_MS = 3_000;

/*
 * The console's one way of hearing about conversations and messages: every fetch is here, so that
 * moving from polling to the stream (/api/admin/chat/stream) changes this hook alone. Each poll
 * reads the list (which is also the operator's presence heartbeat) and the selected conversation;
 * `arrived` counts conversations that appeared since the previous poll (the first poll finds none).
 */
export function useChatConsole(initial: ConsoleList, onArrived: (count: number) => void) {
  const [list, setList] = useState<ConsoleList>(initial);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detail, setDetail] = useState<ConsoleDetail | null>(null);
  const [offline, setOffline] = useState(false);
  const known = useRef<Set<string>>(new Set(initial.conversations.map((conversation) => conversation.id)));
  const selected = useRef<string | null>(null);
  const arrivedRef = useRef(onArrived);
  arrivedRef.current = onArrived;

  const readDetail = useCallback(async (id: string) => {
    const answer = await callApi(adminChatDetailRoute(id), {}, { cache: "no-store" });
    // A slow answer for a conversation the operator has left is dropped.
    if (selected.current !== id) return;
    if (answer.ok) setDetail(answer.data);
  }, []);

  const refresh = useCallback(async () => {
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
    if (selected.current) await readDetail(selected.current);
  }, [readDetail]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      await refresh();
      if (!stopped) timer = setTimeout(tick, CHAT_POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [refresh]);

  const select = useCallback(
    (id: string | null) => {
      selected.current = id;
      setSelectedId(id);
      setDetail(null);
      if (id) void readDetail(id);
    },
    [readDetail],
  );

  return { list, detail, selectedId, select, refresh, offline };
}
