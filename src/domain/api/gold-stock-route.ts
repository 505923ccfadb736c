/*
 * GET /api/gold/stock, in a module of its own: the gold page's form asks it at load, and importing
 * it from the route table would ship every route (and each contract's loader) with that page.
 * Not an ApiRoute: the form reads the answer with the hand-written parseGoldStock
 * (src/domain/gold/gold-stock.ts), so the page's JavaScript stays without zod.
 */
export const GOLD_STOCK_ROUTE = { method: "GET", path: "/api/gold/stock" } as const;
