import type { ApiRoute } from "./api-contract";

/*
 * How the back office's order page calls its actions. None is repeated by
 * itself: a repeated note would be written twice, a repeated refund asked twice.
 */

const base = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

export function setFulfilmentRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/fulfilment`,
    retry: false,
    load: async () => (await import("./admin-orders")).setFulfilmentContract,
  } satisfies ApiRoute;
}

export function addNoteRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/note`,
    retry: false,
    load: async () => (await import("./admin-orders")).addNoteContract,
  } satisfies ApiRoute;
}

export function resendReceiptRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/receipt`,
    retry: false,
    load: async () => (await import("./admin-orders")).resendReceiptContract,
  } satisfies ApiRoute;
}

export function markPaidRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/mark-paid`,
    retry: false,
    load: async () => (await import("./admin-orders")).markPaidContract,
  } satisfies ApiRoute;
}

/** The gold of an order paid with OSRS gold, received in game. */
export function confirmGoldPaymentRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/gold-payment`,
    retry: false,
    load: async () => (await import("./admin-orders")).confirmGoldPaymentContract,
  } satisfies ApiRoute;
}

export function refundRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/refund`,
    retry: false,
    load: async () => (await import("./admin-orders")).refundContract,
  } satisfies ApiRoute;
}

/** A fulfilment step with its figure or reason. */
export function setStepRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/step`,
    retry: false,
    load: async () => (await import("./admin-order-steps")).setStepContract,
  } satisfies ApiRoute;
}

/** A gold order's trade details. */
export function setTradeRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/trade`,
    retry: false,
    load: async () => (await import("./admin-order-steps")).setTradeContract,
  } satisfies ApiRoute;
}

export function cancelOrderRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/cancel`,
    retry: false,
    load: async () => (await import("./admin-orders")).cancelOrderContract,
  } satisfies ApiRoute;
}

/** A step or an assignee for the orders selected on the list. */
export function bulkOrdersRoute() {
  return {
    method: "POST",
    path: "/api/admin/orders/bulk",
    retry: false,
    load: async () => (await import("./admin-order-bulk")).bulkContract,
  } satisfies ApiRoute;
}

/** The order's assignee, from its page. */
export function assignOrderRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/assignee`,
    retry: false,
    load: async () => (await import("./admin-order-bulk")).assignOrderContract,
  } satisfies ApiRoute;
}

/** Gold traded for a paid gold order: a part or the rest. */
export function goldDeliveryRoute(orderId: string) {
  return {
    method: "POST",
    path: `${base(orderId)}/gold-delivery`,
    retry: false,
    load: async () => (await import("./admin-gold-delivery")).goldDeliveryContract,
  } satisfies ApiRoute;
}
