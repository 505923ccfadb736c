"use client";

import { lazy, Suspense, useCallback, useEffect } from "react";
import { openContactModal } from "@/features/contact/contact-store";
import {
  chatPanelWasOpen,
  closeChatPanel,
  openChatPanel,
  openChatPanelFromAddress,
  useChatPanel,
} from "./chat-panel-store";

// The panel's code (and the chat contract's schemas) load only once it opens.
const ChatPanel = lazy(() => import("./chat-panel").then((module) => ({ default: module.ChatPanel })));

/**
 * Where the shop's own chat panel mounts; opens it when the address asks (`?chat=open|expired`)
 * and reopens it after a reload when it was open in this tab.
 */
export function ChatPanelHost() {
  const panel = useChatPanel();
  useEffect(() => {
    if (!openChatPanelFromAddress() && chatPanelWasOpen()) openChatPanel();
  }, []);
  const origin = panel.origin;
  const onUnreachable = useCallback(() => {
    closeChatPanel();
    openContactModal(origin === "checkout" ? "checkout-fallback" : "fallback");
  }, [origin]);
  if (!panel.open) return null;
  return (
    <Suspense fallback={null}>
      {/* Opened again on another order: a fresh panel, its draft and its first message about that order. */}
      <ChatPanel
        key={panel.order?.reference ?? ""}
        draft={panel.draft}
        order={panel.order}
        notice={panel.notice}
        onClose={closeChatPanel}
        onUnreachable={onUnreachable}
      />
    </Suspense>
  );
}
