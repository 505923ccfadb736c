"use client";

import { MessageCircle } from "lucide-react";
import { openLiveChat } from "./live-chat";

/** The always-reachable Live chat button; the vendor itself is loaded by IdleVendors once the page is idle. */
export function LiveChatLauncher() {
  return (
    <button
      type="button"
      data-testid="live-chat-button"
      onClick={() => openLiveChat()}
      className="fixed bottom-4 right-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full border border-gold/40 bg-stone px-4 font-semibold text-parchment shadow-xl shadow-black/40 transition-colors hover:border-gold hover:text-gold"
    >
      <MessageCircle aria-hidden="true" className="size-5 text-gold" />
      Live chat
    </button>
  );
}
