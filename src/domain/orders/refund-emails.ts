import { orderEmailSubject } from "@/domain/checkout/order-emails";
import { formatUsd } from "@/domain/money/money";

/*
 * The customer's email when money goes back or the order is cancelled: what was refunded of what
 * was paid, why (when the operator said), when the money arrives, and whether the work goes on.
 * Sent for every refund (by the back office, by hand, or at the provider's dashboard and reported
 * by its webhook) and every cancel, whatever the step-email choice: it is about their money.
 */

export type RefundEmailInput = {
  reference: string;
  testMode: boolean;
  siteName: string;
  /** refund: money went back and the order goes on (or is refunded in full); cancel: the order was cancelled. */
  kind: "refund" | "cancel";
  /** What this email is about: refunded now (0 when a cancel refunded nothing). */
  amountCents: number;
  /** All refunded so far, this refund included, and what was paid (the order's total). */
  refundedCents: number;
  totalCents: number;
  /** Whether money had been taken at all (a cancelled unpaid order had none). */
  paid: boolean;
  reason: string | null;
  /** A manual order's money sent back by hand: how and under which reference. */
  byHand: { sentBy: string; reference: string } | null;
  /** The provider took the refund but has not finished it (Square's pending). */
  pending: boolean;
  pageUrl: string;
};

export type RefundEmailText = { subject: string; text: string };

function fullyRefunded(input: RefundEmailInput): boolean {
  return input.paid && input.refundedCents >= input.totalCents;
}

export function refundEmailSubject(input: RefundEmailInput): string {
  const what =
    input.kind === "cancel"
      ? input.amountCents > 0
        ? `cancelled, ${formatUsd(input.amountCents)} refunded`
        : "cancelled"
      : fullyRefunded(input)
        ? "refunded in full"
        : `${formatUsd(input.amountCents)} refunded`;
  return orderEmailSubject(input, `${input.siteName} order ${input.reference}: ${what}`);
}

export function refundEmailHeading(input: RefundEmailInput): string {
  const title = input.kind === "cancel" ? "Cancelled" : fullyRefunded(input) ? "Refunded" : "Partially refunded";
  return `Order ${input.reference}: ${title}`;
}

/** What the email says under its heading, one paragraph a line; the HTML shows the same lines. */
export function refundEmailBody(input: RefundEmailInput): string[] {
  const lines: string[] = [];
  const total = formatUsd(input.totalCents);
  if (input.kind === "cancel") lines.push("We have cancelled your order.");
  if (!input.paid) {
    lines.push(
      "No payment was taken for it, so there is nothing to refund. Any payment you still send will be returned or applied: write to us first.",
    );
  } else if (input.amountCents > 0) {
    lines.push(
      fullyRefunded(input) && input.refundedCents === input.amountCents
        ? `We refunded all you paid: ${total}.`
        : `We refunded ${formatUsd(input.amountCents)} of the ${total} you paid (${formatUsd(input.refundedCents)} refunded in all).`,
    );
  } else {
    lines.push(`No refund was made with this cancellation of your ${total} order.`);
  }
  if (input.reason) lines.push(`Why: ${input.reason}`);
  if (input.amountCents > 0) {
    lines.push(
      input.byHand
        ? `We sent it by ${input.byHand.sentBy} (reference: ${input.byHand.reference}). It should reach you within a few days, depending on ${input.byHand.sentBy}.`
        : input.pending
          ? "The refund is on its way: the payment provider is processing it, and your bank usually shows it within 5 to 10 business days."
          : "It goes back to the card or wallet you paid with; your bank usually shows it within 5 to 10 business days.",
    );
  }
  lines.push(
    input.kind === "cancel" || fullyRefunded(input)
      ? "Work on this order has stopped."
      : "Work on the rest of your order continues.",
  );
  return lines;
}

export function refundEmail(input: RefundEmailInput): RefundEmailText {
  return {
    subject: refundEmailSubject(input),
    text: [refundEmailHeading(input), "", ...refundEmailBody(input), "", `Follow your order: ${input.pageUrl}`].join(
      "\n",
    ),
  };
}
