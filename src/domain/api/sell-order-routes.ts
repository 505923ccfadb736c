import type { ApiRoute } from "./api-contract";

/*
 * How the browser calls the sell order routes (src/domain/api/sell-orders.ts holds the schemas,
 * loaded beside the request, so zod stays out of the gold page's bundle).
 */

/** Not repeated by itself: a repeat could create a second sale. */
export const SELL_ORDER_ROUTE = {
  method: "POST",
  path: "/api/sell-orders",
  retry: false,
  load: async () => (await import("./sell-orders")).createSellOrderContract,
} satisfies ApiRoute;

export function sellOrderViewRoute(reference: string) {
  return {
    method: "GET",
    path: `/api/sell-orders/${encodeURIComponent(reference)}`,
    retry: true,
    load: async () => (await import("./sell-orders")).sellOrderViewContract,
  } satisfies ApiRoute;
}

const ADMIN_BASE = "/api/admin/gold/sell-orders";

export function arrangeSellRoute(id: string) {
  return {
    method: "POST",
    path: `${ADMIN_BASE}/${encodeURIComponent(id)}/arrange`,
    retry: false,
    load: async () => (await import("./sell-orders")).arrangeSellContract,
  } satisfies ApiRoute;
}

export function receiveSellRoute(id: string) {
  return {
    method: "POST",
    path: `${ADMIN_BASE}/${encodeURIComponent(id)}/receive`,
    retry: false,
    load: async () => (await import("./sell-orders")).receiveSellContract,
  } satisfies ApiRoute;
}

export function payoutSellRoute(id: string) {
  return {
    method: "POST",
    path: `${ADMIN_BASE}/${encodeURIComponent(id)}/payout`,
    retry: false,
    load: async () => (await import("./sell-orders")).payoutSellContract,
  } satisfies ApiRoute;
}

export function declineSellRoute(id: string) {
  return {
    method: "POST",
    path: `${ADMIN_BASE}/${encodeURIComponent(id)}/decline`,
    retry: false,
    load: async () => (await import("./sell-orders")).declineSellContract,
  } satisfies ApiRoute;
}
