"use client";

import { Button } from "@/components/ui/button";
import { openChatPanel } from "@/features/chat/chat-panel-store";

/** Opens the shop's chat panel on this page, where the conversation goes on. */
export function OpenChatButton() {
  return (
    <Button variant="secondary" onClick={() => openChatPanel()} data-testid="order-chat-open">
      Open the chat
    </Button>
  );
}
