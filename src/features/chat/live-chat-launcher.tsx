"use client";

import { type ReactNode, useEffect } from "react";
import { whenEngaged } from "@/features/runtime/when-engaged";
import { ChatPanelHost } from "./chat-panel-host";
import type { openLiveChat } from "./live-chat";

/*
 * The chat module (vendor widgets, fallback rule) stays out of every page's first load: it is
 * fetched at the visitor's first touch, pointer move or key (when-engaged.ts), or on intent (pointer or focus on the button). Once it is here a
 * click opens the chat at once, as before; a click before that waits for the fetch.
 */
let openChat: typeof openLiveChat | null = null;

function loadOpenChat(): Promise<typeof openLiveChat> {
  return import("./live-chat").then((chat) => {
    openChat = chat.openLiveChat;
    return chat.openLiveChat;
  });
}

function preload(): void {
  if (!openChat) void loadOpenChat();
}

/** The always-reachable Live chat button; the vendor itself is loaded by IdleVendors once the page is idle. */
export function LiveChatLauncher({ icon }: { icon: ReactNode }) {
  useEffect(() => whenEngaged(preload), []);
  return (
    <>
      <button
        type="button"
        data-testid="live-chat-button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          if (openChat) openChat();
          else void loadOpenChat().then((open) => open());
        }}
        className="fixed bottom-4 right-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full border border-gold/40 bg-stone px-4 font-semibold text-parchment shadow-xl shadow-black/40 transition-colors hover:border-gold hover:text-gold"
      >
        {icon}
        Live chat
      </button>
      <ChatPanelHost />
    </>
  );
}
