"use client";

import { shouldUseChatFallback } from "@/domain/contact/chat-fallback";
import { openContactModal } from "@/features/contact/contact-store";
import type { ChatConfig, ChatWidget } from "./chat-widget";
import { createCrispWidget } from "./crisp-widget";
import { createTawkWidget } from "./tawk-widget";

/*
 * The page's live chat. "Missing" means no vendor configured, or its script blocked or broken.
 * Each try to send through a widget that is not ready counts as an attempt; a missing widget or
 * more than 3 attempts opens the contact modal in fallback mode (spec section 4).
 */

type ChatStatus = "missing" | "loading" | "ready";

let widget: ChatWidget | null = null;
let status: ChatStatus = "missing";
let attempts = 0;
const RETRY_MS = 1_000;

function createWidget(config: ChatConfig): ChatWidget | null {
  switch (config.provider) {
    case "crisp":
      return createCrispWidget(config.websiteId);
    case "tawk":
      return createTawkWidget(config.propertyId, config.widgetId);
    case "none":
      return null;
  }
}

/** Loads the configured vendor once; the caller waits for the page to be idle first. */
export async function loadLiveChat(config: ChatConfig): Promise<void> {
  if (widget || status === "loading") return;
  widget = createWidget(config);
  if (!widget) return;
  status = "loading";
  status = (await widget.load()) ? "ready" : "missing";
}

export type LiveChatOrigin = "default" | "checkout";

/** Opens the live chat, or the contact modal in fallback mode when the chat cannot be reached. */
export function openLiveChat(
  options: { message?: string; origin?: LiveChatOrigin; onFallback?: () => void } = {},
): void {
  const fallback = () => {
    openContactModal(options.origin === "checkout" ? "checkout-fallback" : "fallback");
    options.onFallback?.();
  };
  const available = widget !== null && status !== "missing";
  if (shouldUseChatFallback({ widgetAvailable: available, attempts })) {
    fallback();
    return;
  }
  if (widget?.open(options.message)) return;
  attempts += 1;
  if (shouldUseChatFallback({ widgetAvailable: true, attempts })) fallback();
  else setTimeout(() => openLiveChat(options), RETRY_MS);
}
