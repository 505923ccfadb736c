/** Spec section 4: a missing widget, or more than 3 send attempts, opens the contact modal in fallback mode. */
export const MAX_CHAT_SEND_ATTEMPTS = 3;

export function shouldUseChatFallback(input: { widgetAvailable: boolean; attempts: number }): boolean {
  return !input.widgetAvailable || input.attempts > MAX_CHAT_SEND_ATTEMPTS;
}

export type ContactModalMode = "form" | "fallback" | "checkout-fallback";
