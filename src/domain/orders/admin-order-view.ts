import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import type { OrderMessage } from "@/domain/api/admin-messages";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { parseLineSku } from "@/domain/cart/line-sku";
import type { OptionGroup } from "@/domain/catalogue/product-schema";
import { isGoldPayment } from "@/domain/checkout/gold-payment";
import { MANUAL_METHODS } from "@/domain/checkout/methods";
import { isPayable } from "@/domain/checkout/order-transitions";
import type { OrderStatus } from "@/domain/checkout/purchase";
import type { OrderGoldState } from "@/domain/gold/gold-ledger";
import { promoOverLimitText } from "@/domain/promotions/promo-late-use";
import { lineOptionsText } from "./line-options";
import { type Progress, type ProgressUnit, suggestedUnit } from "./order-progress";
import type { OrderTrackingView, TradeDetails } from "./order-tracking";

/*
 * What the back office's order page shows, gathered once on the server (src/server/admin/orders/order-view.ts)
 * and handed to its sections as plain data: typed, so no section casts, and serialisable, so the
 * client actions get their part as it is. Which actions an order offers is decided here, not in the page.
 */

/** The fulfilment step, its figure and a gold order's trade: what the step and trade dialogs start from. */
export type OrderStepState = {
  orderId: string;
  status: OrderStatus;
  fulfilment: FulfilmentStatus;
  /** The latest figure while the work runs; its unit is the next figure's default. */
  progress: Progress | null;
  /** The unit that fits the order's lines (suggestedUnit). */
  suggestedUnit: ProgressUnit;
  pausedReason: string | null;
  isGold: boolean;
  trade: TradeDetails | null;
};

/** The actions an order offers beyond setting its step and adding a note, which every order has. */
export type AllowedOrderActions = {
  /** While the work runs, a new figure. */
  updateProgress: boolean;
  /** A paid gold order needs a place to meet the trader. */
  tradeDetails: boolean;
  /** A paid order has a receipt to send again. */
  resendReceipt: boolean;
  /** A manual method's order still waiting for its money. */
  markPaid: boolean;
  /** An order paid with OSRS gold still waiting for it: the operator confirms the gold received. */
  confirmGold: boolean;
  /** Money is left to give back (through the provider, or by hand for a manual order). */
  refund: boolean;
  /** The work can still stop: pending, paid or refunded, not delivered or cancelled already. */
  cancel: boolean;
  /** A paid gold order whose reserved gold is not all traded yet. */
  recordDelivery: boolean;
};

/** A gold order's gold as the back office shows it: the position, each delivery, and the accounts to deliver from. */
export type AdminGoldView = {
  orderedTenths: number;
  /** Still held for the order: what is left to deliver. */
  reservedTenths: number;
  deliveredTenths: number;
  state: OrderGoldState;
  /** Paid, not reserved yet: stock was short, the order waits its turn. */
  waiting: boolean;
  /** Oldest first. */
  deliveries: { id: string; tenths: number; account: string; at: string; operatorEmail: string | null }[];
  /** The shop's in-game accounts the ledger knows. */
  accounts: string[];
};

/** What the ledger says of a gold order (src/server/gold/gold-ledger.ts orderGold), as the order view's source. */
export type GoldSource = {
  position: {
    orderedTenths: number;
    heldTenths: number;
    deliveredTenths: number;
    state: OrderGoldState;
    waiting: boolean;
  };
  deliveries: readonly {
    id: string;
    tenths: number;
    account: string | null;
    happenedAt: string;
    operatorId: string | null;
  }[];
  accounts: readonly string[];
};

const GOLD_STATE_WORDS: Record<OrderGoldState, string> = {
  none: "no gold on this order",
  unreserved: "not reserved (the order is not paid)",
  reserved: "reserved",
  delivered: "delivered",
  released: "released (refunded or cancelled)",
};

/** "waiting for stock": a position's state as an operator reads it. */
export function goldStateText(gold: Pick<AdminGoldView, "state" | "waiting" | "deliveredTenths">): string {
  if (gold.state === "unreserved" && gold.waiting) return "waiting for stock";
  if (gold.state === "reserved" && gold.deliveredTenths > 0) return "part delivered, the rest reserved";
  return GOLD_STATE_WORDS[gold.state];
}

/** The dialog's account to start from: the one this order last traded from, else the first the ledger offers. */
export function defaultDeliveryAccount(gold: Pick<AdminGoldView, "deliveries" | "accounts">): string {
  return gold.deliveries.at(-1)?.account ?? gold.accounts[0] ?? "";
}

export type OrderActionState = {
  orderId: string;
  email: string;
  totalCents: number;
  refundableCents: number;
  /** Paid by a manual method: a refund is made by hand and recorded with how it was sent. */
  manual: boolean;
  /** A manual method's order: what is still to pay (the payment dialog says it); null for a provider's. */
  balanceCents: number | null;
  /** Paid with OSRS gold: the gold asked, in tenths of a million (the confirm dialog says it); null otherwise. */
  goldPaymentTenths: number | null;
  allowed: AllowedOrderActions;
  steps: OrderStepState;
  /** Staff only: the owner's limit on one order's refunds, in cents, which the refund and cancel dialogs say. */
  staffRefundLimitCents?: number | null;
};

/** A timeline entry with the email of the operator who did it (null when nobody did). */
export type AdminTimelineEntry = OrderDetail["timeline"][number] & { operatorEmail: string | null };

export type AdminOrderView = {
  id: string;
  reference: string;
  createdAt: string;
  status: OrderStatus;
  fulfilment: FulfilmentStatus;
  testMode: boolean;
  /** Said above the actions when the order was paid with a promo code past its limit. */
  promoNotice: string | null;
  actions: OrderActionState;
  work: Pick<
    OrderTrackingView,
    "fulfilment" | "progress" | "pausedReason" | "isGold" | "trade" | "stepEmails" | "goldPayment"
  >;
  /** A gold order's gold in the ledger; null for an order without gold. */
  gold: AdminGoldView | null;
  /** Each line with its options in the product's words ("Play method: Parsec"). */
  lines: (OrderDetail["lines"][number] & { options?: string })[];
  totals: OrderDetail["totals"] & Pick<OrderDetail, "refundedCents" | "refundPendingCents" | "refundableCents">;
  customer: Pick<OrderDetail, "email" | "name" | "phone" | "rsn">;
  /** Who the order is given to (id and email), null while it is nobody's. */
  assignment: Pick<OrderDetail, "assigneeId" | "assignee">;
  payment: Pick<
    OrderDetail,
    | "method"
    | "provider"
    | "providerRef"
    | "providerPaymentRef"
    | "paidAt"
    | "paymentIssue"
    | "refundedAt"
    | "disputedAt"
  > & {
    /** Paid with OSRS gold: the gold asked, in tenths of a million; null otherwise. */
    goldPaymentTenths: number | null;
  };
  messages: readonly OrderMessage[];
  timeline: AdminTimelineEntry[];
  /** A manual method's payments as recorded, with who recorded each; null for a provider's order. */
  manualPayments:
    | (Omit<NonNullable<OrderDetail["manualPayments"]>, "payments"> & {
        payments: (NonNullable<OrderDetail["manualPayments"]>["payments"][number] & { operatorEmail: string })[];
      })
    | null;
};

/** What an operator who did something is called on the timeline once their account is gone. */
export const FORMER_OPERATOR = "former operator";

/** Which actions an order offers, from its method, payment and step. */
export function allowedOrderActions(order: {
  method: string;
  status: OrderStatus;
  paid: boolean;
  fulfilment: FulfilmentStatus;
  isGold: boolean;
  refundableCents: number;
  /** What the order's gold still holds in the ledger; 0 without gold or before it is reserved. */
  goldReservedTenths?: number;
}): AllowedOrderActions {
  return {
    updateProgress: order.fulfilment === "in_progress",
    // Gold bought is traded once paid; gold paid with is traded before: the buyer needs the meeting first.
    tradeDetails: (order.isGold && order.paid) || (isGoldPayment(order.method) && order.status === "pending"),
    resendReceipt: order.paid,
    markPaid:
      MANUAL_METHODS.some((method) => method === order.method) &&
      !isGoldPayment(order.method) &&
      isPayable(order.status),
    confirmGold: isGoldPayment(order.method) && isPayable(order.status),
    refund: order.refundableCents > 0,
    cancel:
      order.fulfilment !== "cancelled" &&
      order.fulfilment !== "delivered" &&
      (order.status === "pending" || order.status === "paid" || order.status === "refunded"),
    recordDelivery: order.isGold && order.status === "paid" && (order.goldReservedTenths ?? 0) > 0,
  };
}

/** The product lines (pvm, skills, …) of an order's lines, by the catalogue's `lineIdOf` a product sku; unknown skus add none. */
export function orderLineIds(
  lines: readonly { sku: string }[],
  lineIdOf: (productSku: string) => string | undefined,
): string[] {
  return lines.flatMap((line) => {
    const id = lineIdOf(parseLineSku(line.sku).productSku);
    return id === undefined ? [] : [id];
  });
}

export type AdminOrderSources = {
  detail: OrderDetail;
  /** The customer's view of the same order: its typed status, step, figure and trade. */
  tracking: OrderTrackingView;
  operators: readonly { id: string; email: string }[];
  messages: readonly OrderMessage[];
  /** The product lines of the order's lines, from the live catalogue. */
  lineIds: readonly string[];
  /** A product's option groups in the live catalogue, by its sku; undefined when it is gone. */
  optionGroupsOf?: (productSku: string) => readonly OptionGroup[] | undefined;
  /** A gold order's gold in the ledger; null or absent for an order without gold. */
  gold?: GoldSource | null;
};

/** The order page's view from what the services read. */
export function buildAdminOrderView({
  detail,
  tracking,
  operators,
  messages,
  lineIds,
  optionGroupsOf = () => undefined,
  gold = null,
}: AdminOrderSources): AdminOrderView {
  const emails = new Map(operators.map((operator) => [operator.id, operator.email]));
  const status = tracking.payment.status;
  const paid = detail.paidAt !== null;
  const steps: OrderStepState = {
    orderId: detail.id,
    status,
    fulfilment: tracking.fulfilment,
    progress: tracking.progress,
    suggestedUnit: suggestedUnit(lineIds),
    pausedReason: tracking.pausedReason,
    isGold: tracking.isGold,
    trade: tracking.trade,
  };
  const { promo } = detail.totals;
  return {
    id: detail.id,
    reference: detail.reference,
    createdAt: detail.createdAt,
    status,
    fulfilment: detail.fulfilment,
    testMode: detail.testMode,
    promoNotice: detail.promoOverLimit && promo ? promoOverLimitText(promo, detail.totalCents) : null,
    actions: {
      orderId: detail.id,
      email: detail.email,
      totalCents: detail.totalCents,
      refundableCents: detail.refundableCents,
      manual: detail.provider === "manual",
      balanceCents: detail.manualPayments?.balanceCents ?? null,
      goldPaymentTenths: tracking.goldPayment?.askedTenths ?? null,
      allowed: allowedOrderActions({
        method: detail.method,
        status,
        paid,
        fulfilment: detail.fulfilment,
        isGold: tracking.isGold,
        refundableCents: detail.refundableCents,
        goldReservedTenths: gold?.position.heldTenths ?? 0,
      }),
      steps,
    },
    work: {
      fulfilment: tracking.fulfilment,
      progress: tracking.progress,
      pausedReason: tracking.pausedReason,
      isGold: tracking.isGold,
      trade: tracking.trade,
      stepEmails: tracking.stepEmails,
      goldPayment: tracking.goldPayment,
    },
    gold:
      tracking.isGold && gold
        ? {
            orderedTenths: gold.position.orderedTenths,
            reservedTenths: gold.position.heldTenths,
            deliveredTenths: gold.position.deliveredTenths,
            state: gold.position.state,
            waiting: gold.position.waiting,
            deliveries: gold.deliveries.map((delivery) => ({
              id: delivery.id,
              tenths: delivery.tenths,
              account: delivery.account ?? "",
              at: delivery.happenedAt,
              operatorEmail: delivery.operatorId === null ? null : (emails.get(delivery.operatorId) ?? FORMER_OPERATOR),
            })),
            accounts: [...gold.accounts],
          }
        : null,
    lines: detail.lines.map((line) => ({
      ...line,
      options: lineOptionsText(line.config, optionGroupsOf(parseLineSku(line.sku).productSku)),
    })),
    totals: {
      ...detail.totals,
      totalCents: detail.totalCents,
      refundedCents: detail.refundedCents,
      refundPendingCents: detail.refundPendingCents,
      refundableCents: detail.refundableCents,
    },
    customer: { email: detail.email, name: detail.name, phone: detail.phone, rsn: detail.rsn },
    assignment: { assigneeId: detail.assigneeId, assignee: detail.assignee },
    payment: {
      method: detail.method,
      provider: detail.provider,
      providerRef: detail.providerRef,
      providerPaymentRef: detail.providerPaymentRef,
      paidAt: detail.paidAt,
      paymentIssue: detail.paymentIssue,
      refundedAt: detail.refundedAt,
      disputedAt: detail.disputedAt,
      goldPaymentTenths: tracking.goldPayment?.askedTenths ?? null,
    },
    messages,
    manualPayments: detail.manualPayments && {
      ...detail.manualPayments,
      payments: detail.manualPayments.payments.map((payment) => ({
        ...payment,
        operatorEmail: emails.get(payment.operatorId) ?? FORMER_OPERATOR,
      })),
    },
    timeline: detail.timeline.map((entry) => ({
      ...entry,
      operatorEmail: entry.operatorId === null ? null : (emails.get(entry.operatorId) ?? FORMER_OPERATOR),
    })),
  };
}
