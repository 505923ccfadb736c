"use client";

import { useCallback, useState } from "react";
import type { PromoAnswer } from "@/domain/promotions/promo-check";

/**
 * The checkout's promo code: what the visitor typed, the code sent with the quote (the server says
 * whether it applies, and by how much), and a refusal that came with placing the order (the code
 * was used up meanwhile, or the email has used it): then the code is dropped from the quote, so
 * the total shown is again one the order can be placed at, and the message stays by the field.
 */
export function usePromoCode() {
  const [typed, setTyped] = useState("");
  const [requested, setRequested] = useState<string | null>(null);
  const [localMessage, setLocalMessage] = useState<string | null>(null);

  const apply = useCallback(() => {
    const code = typed.trim();
    if (code === "") {
      setLocalMessage("Enter a promo code first.");
      return;
    }
    setLocalMessage(null);
    setRequested(code);
  }, [typed]);

  const remove = useCallback(() => {
    setRequested(null);
    setLocalMessage(null);
    setTyped("");
  }, []);

  const refusedAtOrder = useCallback((message: string) => {
    setRequested(null);
    setLocalMessage(message);
  }, []);

  return { typed, setTyped, requested, apply, remove, refusedAtOrder, localMessage };
}

/** The code the order is placed with (only one the server applied) and the message to show by the field. */
export function promoFieldState(
  answer: PromoAnswer | undefined,
  localMessage: string | null,
): { appliedCode: string | null; appliedCents: number; message: string | null } {
  const applied = answer?.status === "applied" ? answer : null;
  const message = localMessage ?? (answer?.status === "refused" ? answer.message : null);
  return { appliedCode: applied?.code ?? null, appliedCents: applied?.cents ?? 0, message };
}
