import { formatUsd } from "@/domain/money/money";
import { afterPayment, type OrderWords } from "@/domain/orders/order-words";
import type { PayToLine } from "@/domain/settings/payment-details";
import { goldPaymentSteps } from "./gold-payment";
import { type CheckoutMethod, METHOD_LABELS } from "./methods";
import type { OrderLine } from "./reprice";

/*
 * What a visitor who chose a manual method (crypto, Zelle, Interac, Venmo, Chime, Revolut) does
 * next, and when placing the same cart again returns the order already made. The terms of service
 * say the same: payment details come from the shop (set in its settings, or sent by the team), the
 * reference goes with the payment, and an order unpaid after 24 hours may be cancelled.
 */

/** Placing the same cart again within this time returns the pending order instead of a second one. */
export const MANUAL_ORDER_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** Where each method's reference goes and what counts as proof of payment. */
const HOW_TO_PAY: Record<
  Exclude<CheckoutMethod, "card" | "square" | "gold">,
  { details: string; send: string; proof: string }
> = {
  crypto: {
    details: "the wallet address and network to pay to. Send at least the USD total after network fees",
    send: "Send at least the USD total after network fees, on the network named beside the address",
    proof: "the transaction id (hash)",
  },
  zelle: {
    details: "the Zelle recipient. Put your order reference in the memo",
    send: "Put your order reference in the memo",
    proof: "a screenshot of the Zelle confirmation",
  },
  interac: {
    details: "the address to send the Interac e-Transfer to. Put your order reference in the message",
    send: "Put your order reference in the message",
    proof: "a screenshot of the e-Transfer confirmation",
  },
  venmo: {
    details: "the Venmo account. Put your order reference in the note",
    send: "Put your order reference in the note",
    proof: "a screenshot of the Venmo payment",
  },
  chime: {
    details: "the Chime $ChimeSign to pay. Put your order reference in the note",
    send: "Put your order reference in the note",
    proof: "a screenshot of the Chime payment",
  },
  revolut: {
    details: "the Revolut account. Put your order reference in the reference field",
    send: "Put your order reference in the reference field",
    proof: "a screenshot of the Revolut payment",
  },
};

/** Where a manual method's reference goes and what counts as its proof, for the order's page; null for other methods. */
export function manualPaymentHow(method: string): { send: string; proof: string } | null {
  const how = HOW_TO_PAY[method as keyof typeof HOW_TO_PAY];
  return how ? { send: how.send, proof: how.proof } : null;
}

/**
 * The steps after placing a manual order, in order, as the confirmation, its email and the order's
 * page show them. With the shop's details for the method set (`payTo`), the customer is told where
 * to pay at once; without them, that the team sends them.
 */
export function manualPaymentSteps(
  order: {
    reference: string;
    method: CheckoutMethod;
    totalCents: number;
    goldTenths?: number | null;
    /** What the order is and whose name its gold goes to: what happens once paid. */
    words?: OrderWords;
  },
  payTo: { lines: readonly PayToLine[]; instructions: string | null } = { lines: [], instructions: null },
): string[] {
  // Gold is traded in game, never sent to an account: its own steps, with the amount in millions.
  if (order.method === "gold" && order.goldTenths != null) {
    return goldPaymentSteps({ reference: order.reference, goldTenths: order.goldTenths });
  }
  const how = HOW_TO_PAY[order.method as keyof typeof HOW_TO_PAY] ?? HOW_TO_PAY.crypto;
  const label = METHOD_LABELS[order.method];
  const amount = formatUsd(order.totalCents);
  const expiry = `${afterPayment(order.words ?? { kind: "services", rsn: "" }, "the payment has arrived in full")} An order still unpaid after 24 hours may be cancelled.`;
  if (payTo.lines.length === 0) {
    return [
      `Our team contacts you on live chat or by email, usually within 15 minutes, with ${how.details}.`,
      `Pay ${amount} by ${label} and quote ${order.reference}.`,
      `Send ${how.proof} on live chat or as a reply to our email.`,
      expiry,
    ];
  }
  // One account of the method itself ("to pay@…" by Zelle) needs no label; wallets name their coin.
  const [only] = payTo.lines;
  const where =
    payTo.lines.length === 1 && only && order.method !== "crypto"
      ? only.value
      : payTo.lines.map((line) => `${line.label}: ${line.value}`).join("; ");
  return [
    `Pay ${amount} by ${label} to ${payTo.lines.length > 1 ? "one of these: " : ""}${where}.`,
    `${how.send}, and quote ${order.reference}.`,
    ...(payTo.instructions ? [payTo.instructions] : []),
    `Send ${how.proof} on live chat or as a reply to our email.`,
    expiry,
  ];
}

/**
 * What makes a second placement "the same cart": the cart's uuid (a random id only this browser
 * holds, so nobody can fetch another visitor's order by knowing their email and items) together
 * with everything the order would say. A changed line, price, method or contact detail is a new order.
 */
export function manualOrderIdentity(input: {
  cartUuid: string;
  method: CheckoutMethod;
  profile: { email: string; name: string; phone: string; rsn: string };
  lines: readonly OrderLine[];
  totalCents: number;
}): string {
  const { email, name, phone, rsn } = input.profile;
  return JSON.stringify([
    input.cartUuid,
    input.method,
    email.toLowerCase(),
    name,
    phone,
    rsn,
    input.totalCents,
    input.lines,
  ]);
}

/** Orders placed at or after this instant count as "within the window" of a repeat at `now`. */
export function repeatWindowStart(now: Date): Date {
  return new Date(now.getTime() - MANUAL_ORDER_REPEAT_WINDOW_MS);
}
