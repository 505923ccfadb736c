"use client";

import { useState } from "react";
import { readAmountInput } from "@/domain/money/amount-input";

/** The text of an amount field and its problem once read: what AmountField shows and a dialog sends. */
export function useAmountField(initial = "") {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  /** The amount in cents, or null with the problem set for the dialog to show. */
  const read = (): number | null => {
    const amount = readAmountInput(text);
    setProblem(amount.ok ? null : amount.message);
    return amount.ok ? amount.cents : null;
  };
  return { text, setText, problem, read };
}

export type AmountFieldState = ReturnType<typeof useAmountField>;
