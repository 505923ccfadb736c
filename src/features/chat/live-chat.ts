"use client";

import { shouldUseChatFallback } from "@/domain/contact/chat-fallback";
import { openContactModal } from "@/features/contact/contact-store";
import { fetchClientConfig } from "@/features/runtime/client-config";
import { type ChatOrder, openChatPanel } from "./chat-panel-store";

export { chatOrderOf } from "./chat-panel-store";

import type { ChatConfig, ChatWidget } from "./chat-widget";
import { createCrispWidget } from "./crisp-widget";
import { createTawkWidget } from "./tawk-widget";

/*
 * The page's live chat. "Missing" means no vendor configured, or its script blocked or broken.
 * Each try to send through a widget that is not ready counts as an attempt; a missing widget or
 * more than 3 attempts opens the contact modal in fallback mode (spec section 4). The shop's own
 * chat ("shop") has no script to block: its panel opens, and falls back only when /api/chat cannot
 * be reached (the panel decides, chat-panel.tsx).
 */

type ChatStatus = "missing" | "loading" | "ready";

let widget: ChatWidget | null = null;
let status: ChatStatus = "missing";
let attempts = 0;
let shopChat = false;
let configKnown = false;
const RETRY_MS = 1_000;

function createWidget(config: ChatConfig): ChatWidget | null {
  switch (config.provider) {
    case "crisp":
      return createCrispWidget(config.websiteId);
    case "tawk":
      return createTawkWidget(config.propertyId, config.widgetId);
    case "shop":
    case "none":
      return null;
  }
}

/** Loads the configured vendor once; the caller waits for the page to be idle first. */
export async function loadLiveChat(config: ChatConfig): Promise<void> {
  configKnown = true;
  shopChat = config.provider === "shop";
  if (widget || status === "loading") return;
  widget = createWidget(config);
  if (!widget) return;
  status = "loading";
  status = (await widget.load()) ? "ready" : "missing";
}

export type LiveChatOrigin = "default" | "checkout";

/** Opens the live chat, or the contact modal in fallback mode when the chat cannot be reached. */
export function openLiveChat(
  options: { message?: string; origin?: LiveChatOrigin; order?: ChatOrder; onFallback?: () => void } = {},
): void {
  if (shopChat) {
    openChatPanel({ draft: options.message, origin: options.origin, order: options.order });
    return;
  }
  if (!configKnown) {
    // Pressed before the idle vendors asked the server which chat it runs: ask now (one request per page).
    void fetchClientConfig().then((config) => {
      configKnown = true;
      shopChat = config.chat.provider === "shop";
      openLiveChat(options);
    });
    return;
  }
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
