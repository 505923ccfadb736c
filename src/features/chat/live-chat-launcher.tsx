"use client";

import { type ReactNode, useEffect } from "react";
import { useCart } from "@/features/cart/use-cart";
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

/**
 * The always-reachable Live chat button; the vendor itself is loaded by IdleVendors once the page is idle.
 * On a phone it is a round icon in the corner (its name read out, not shown), so it covers as little
 * as it can; the footer keeps room under its last line so the page's end scrolls clear of it. It
 * steps aside while the cart drawer is open: the drawer's buttons are at the bottom of a phone.
 */
export function LiveChatLauncher({ icon }: { icon: ReactNode }) {
  const { showCart } = useCart();
  useEffect(() => whenEngaged(preload), []);
  return (
    <>
      <button
        type="button"
        data-testid="live-chat-button"
        hidden={showCart}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          if (openChat) openChat();
          else void loadOpenChat().then((open) => open());
        }}
        className="fixed right-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 inline-flex size-12 items-center justify-center gap-2 rounded-full border border-gold/40 bg-stone font-semibold text-parchment shadow-xl shadow-black/40 transition-colors hover:border-gold hover:text-gold sm:right-4 sm:bottom-4 sm:w-auto sm:px-4"
      >
        {icon}
        <span className="sr-only sm:not-sr-only">Live chat</span>
      </button>
      <ChatPanelHost />
    </>
  );
}
