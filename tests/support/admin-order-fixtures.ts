import type { OrderDetail } from "@/domain/api/admin-orders";
import type { OrderActionState, OrderStepState } from "@/domain/orders/admin-order-view";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";

/* One order as the back office's services return it and its page hands it on, for tests of that page's parts. */

export const ORDER_ID = "5f0c2d4e-8a1b-4c3d-9e7f-0a1b2c3d4e5f";

export function orderSteps(overrides: Partial<OrderStepState> = {}): OrderStepState {
  return {
    orderId: ORDER_ID,
    status: "paid",
    fulfilment: "queued",
    progress: null,
    suggestedUnit: "kills",
    pausedReason: null,
    isGold: false,
    trade: null,
    ...overrides,
  };
}

export function orderActions(overrides: Partial<OrderActionState> = {}): OrderActionState {
  return {
    orderId: ORDER_ID,
    email: "zezima@example.com",
    totalCents: 17_400,
    refundableCents: 3_150,
    manual: false,
    balanceCents: null,
    goldPaymentTenths: null,
    allowed: {
      updateProgress: false,
      tradeDetails: false,
      resendReceipt: true,
      markPaid: false,
      confirmGold: false,
      refund: true,
      cancel: true,
      recordDelivery: false,
    },
    steps: orderSteps(),
    ...overrides,
  };
}

const line = {
  sku: "fire-cape:melee",
  name: "Fire Cape",
  subName: "",
  count: 1,
  config: {},
  unitCents: 5_000,
  totalCents: 5_000,
  discountCents: 500,
  payableCents: 4_500,
};

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    reference: "RF-1234",
    createdAt: "2026-05-01T10:00:00.000Z",
    paidAt: null,
    status: "pending",
    fulfilment: "queued",
    method: "zelle",
    provider: "manual",
    testMode: true,
    email: "zezima@example.com",
    name: "",
    phone: "",
    rsn: "Zezima",
    totalCents: 4_500,
    refundedCents: 0,
    currency: "USD",
    assigneeId: null,
    assignee: null,
    lines: [line],
    totals: { subtotalCents: 5_000, discountCents: 500, totalCents: 4_500 },
    providerRef: null,
    providerPaymentRef: null,
    paymentIssue: null,
    promoOverLimit: false,
    refundedAt: null,
    disputedAt: null,
    refundableCents: 0,
    refundPendingCents: 0,
    timeline: [],
    manualPayments: { receivedCents: 0, balanceCents: 4_500, excessCents: 0, payments: [] },
    ...overrides,
  };
}

export function orderTracking(overrides: Partial<OrderTrackingView> = {}): OrderTrackingView {
  return {
    reference: "RF-1234",
    createdAt: "2026-05-01T10:00:00.000Z",
    rsn: "Zezima",
    payment: { status: "pending", paidAt: null, refundedCents: 0, method: "zelle" },
    lines: [],
    totals: { subtotalCents: 5_000, discountCents: 500, promo: null, totalCents: 4_500, currency: "USD" },
    fulfilment: "queued",
    progress: null,
    pausedReason: null,
    moneyReason: null,
    steps: [],
    isGold: false,
    trade: null,
    gold: null,
    stepEmails: true,
    version: 1,
    manualPayment: { receivedCents: 0, balanceCents: 4_500, payTo: [], instructions: null },
    goldPromise: null,
    goldPayment: null,
    ...overrides,
  };
}
