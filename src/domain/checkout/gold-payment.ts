import { isPayable } from "@/domain/checkout/order-transitions";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { checkGoldAccount } from "@/domain/gold/gold-ledger";
import { goldEquivalentTenths } from "@/domain/gold/gold-pricing";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { formatTenths } from "@/domain/gold/gold-units";

/*
 * Paying for services with OSRS gold. The buyer is asked the order's total at the shop's buy rate,
 * the very figure the service pages show as "or about N M gold" (goldEquivalentTenths, from the
 * order's USD total), and trades it to the shop's trader in game. Gold is not paid for with gold: a
 * cart holding gold is refused. The order is a manual one, paid once an operator confirms the gold
 * received (the ledger adds it to stock), never less than asked.
 */

export const GOLD_PAYMENT_METHOD = "gold";

export const GOLD_PAYMENT_MESSAGES = {
  goldInCart:
    "OSRS gold pays for services only, not for gold: choose another payment method, or take the gold out of your cart.",
  notGoldPayment: "This order is not paid with gold.",
  millions: "Enter the millions received, with at most one decimal (12.5).",
  paidInGold: "This order is paid with gold: confirm the gold received instead.",
  rsn: "Enter your RuneScape name: our trader trades with it.",
} as const;

/** Whether an order or a method pays with gold. */
export function isGoldPayment(method: string): boolean {
  return method === GOLD_PAYMENT_METHOD;
}

/** Gold pays for services only: null when the lines may be paid with gold, else why not. */
export function goldPaymentRefusal(lines: readonly { sku: string }[]): string | null {
  return lines.some((line) => line.sku === GOLD_SKU) ? GOLD_PAYMENT_MESSAGES.goldInCart : null;
}

/** The gold asked for an order's total (USD cents), in tenths of a million: the product pages' figure. */
export function goldPaymentTenths(totalCents: number, buyMillicentsPerMillion: number): number {
  return goldEquivalentTenths(totalCents, buyMillicentsPerMillion);
}

/** "84M", "12.5M": the tenths as the buyer reads them (the ledger's own format). */
export const formatGoldTenths = formatTenths;

/**
 * More than this many times the amount asked is refused as a slip of the keyboard (8400 typed for
 * 84): it would stand in the ledger as stock the shop does not hold.
 */
export const GOLD_PAYMENT_MAX_FACTOR = 2;

export type GoldPaymentField = "millions" | "account";

export type GoldPaymentDecision =
  | { ok: true; tenths: number; account: string }
  | { ok: false; field: GoldPaymentField | null; reason: string };

/** Whether an operator may confirm this gold as the order's payment, and the figures it records. */
export function decideGoldPayment(
  order: { method: string; status: OrderStatus; askedTenths: number | null },
  input: { millions: number; account: string },
): GoldPaymentDecision {
  if (!isGoldPayment(order.method) || order.askedTenths === null) {
    return { ok: false, field: null, reason: GOLD_PAYMENT_MESSAGES.notGoldPayment };
  }
  if (!isPayable(order.status)) {
    return { ok: false, field: null, reason: `This order is ${order.status}: there is no payment to confirm.` };
  }
  const tenths = Math.round(input.millions * 10);
  if (!Number.isFinite(input.millions) || tenths <= 0 || Math.abs(input.millions * 10 - tenths) > 1e-6) {
    return { ok: false, field: "millions", reason: GOLD_PAYMENT_MESSAGES.millions };
  }
  const asked = formatGoldTenths(order.askedTenths);
  if (tenths < order.askedTenths) {
    return {
      ok: false,
      field: "millions",
      reason: `${formatGoldTenths(tenths)} is less than the ${asked} asked: the order is paid once the whole amount has arrived.`,
    };
  }
  if (tenths > order.askedTenths * GOLD_PAYMENT_MAX_FACTOR) {
    return {
      ok: false,
      field: "millions",
      reason: `${formatGoldTenths(tenths)} is more than twice the ${asked} asked: check the figure.`,
    };
  }
  // The ledger's own rule for the account holding gold, so both refuse the same names with the same words.
  const account = checkGoldAccount(input.account);
  if (!account.ok) return { ok: false, field: "account", reason: account.reason };
  return { ok: true, tenths, account: account.value };
}

/** The steps after placing a gold-paid order, as the confirmation, its email and the order's page say them. */
export function goldPaymentSteps(order: { reference: string; goldTenths: number }): string[] {
  const amount = formatGoldTenths(order.goldTenths);
  return [
    `Pay ${amount} of OSRS gold by trading it to our trader in game, and quote ${order.reference}.`,
    "We put the world, the meeting place and our trader's in-game name on your order's page and send them by email, usually within 15 minutes. Trade only with the trader named there.",
    `Trade the whole ${amount} from your RuneScape account (the name on your order); your order's page shows when we have confirmed it.`,
    "Once the gold has arrived in full, a player from our team starts on your order. An order still unpaid after 24 hours may be cancelled.",
  ];
}
