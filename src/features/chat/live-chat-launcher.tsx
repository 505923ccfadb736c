"use client";

import { MessageCircle } from "lucide-react";
import { useEffect } from "react";
import type { ChatConfig } from "./chat-widget";
import { loadLiveChat, openLiveChat } from "./live-chat";

/** Loads the chat vendor once the page is idle, and shows the always-reachable Live chat button. */
export function LiveChatLauncher({ config }: { config: ChatConfig }) {
  useEffect(() => {
    if (config.provider === "none") return;
    const start = () => void loadLiveChat(config);
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(start, { timeout: 4_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 2_000);
    return () => clearTimeout(timer);
  }, [config]);

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
