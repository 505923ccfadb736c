"use client";

import { useRef, useState } from "react";
import { type CancelRefund, checkRefundReason } from "@/domain/admin/refund-rules";
import { useAmountField } from "../use-amount-field";

/** How much a refund or a cancel gives back: all that is left, a part typed in dollars, or (a cancel only) nothing. */
export type RefundChoice = "full" | "part" | "none";

// Said here in the operator's words before the API would name its fields (byHand.sentBy, …).
export const EMPTY_SENT_BY = "Say how the money was sent back: Zelle, Bitcoin, …";
export const EMPTY_REFUND_REFERENCE = "Type the refund's reference: the transfer's id or the transaction hash.";

/**
 * The state of the refund fields the refund and cancel dialogs share, and `read()`: the request's
 * refund part, or null with the problem shown and the field to correct focused.
 */
export function useRefundForm(options: { manual: boolean; initial: RefundChoice }) {
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const sentByRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<RefundChoice>(options.initial);
  const amount = useAmountField();
  const [reason, setReason] = useState("");
  const [sentBy, setSentBy] = useState("");
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const refuse = (message: string, field: { current: HTMLElement | null }) => {
    setProblem(message);
    field.current?.focus();
    return null;
  };

  const read = (): {
    refund: CancelRefund;
    reason: string;
    byHand?: { sentBy: string; reference: string };
  } | null => {
    setProblem(null);
    let refund: CancelRefund = choice === "part" ? 0 : choice;
    if (choice === "part") {
      const cents = amount.read();
      // The amount field shows its own problem (amount.problem).
      if (cents === null) {
        amountRef.current?.focus();
        return null;
      }
      refund = cents;
    }
    const checked = checkRefundReason(reason);
    if (!checked.ok) return refuse(checked.reason, reasonRef);
    if (!options.manual || choice === "none") return { refund, reason: checked.reason };
    if (!sentBy.trim()) return refuse(EMPTY_SENT_BY, sentByRef);
    if (!reference.trim()) return refuse(EMPTY_REFUND_REFERENCE, referenceRef);
    return { refund, reason: checked.reason, byHand: { sentBy: sentBy.trim(), reference: reference.trim() } };
  };

  return {
    manual: options.manual,
    choice,
    setChoice,
    amount,
    reason,
    setReason,
    sentBy,
    setSentBy,
    reference,
    setReference,
    problem: problem ?? (choice === "part" ? amount.problem : null),
    refs: { amountRef, reasonRef, sentByRef, referenceRef },
    read,
  };
}

export type RefundFormState = ReturnType<typeof useRefundForm>;
