import type { ApiRoute } from "./api-contract";

/*
 * How the book's forms call their API. Each body carries the form's key, so a call that failed on
 * the network may be sent again: the ledger records a key once.
 */

export const ADD_GOLD_STOCK_ROUTE = {
  method: "POST",
  path: "/api/admin/gold/stock",
  retry: true,
  load: async () => (await import("./admin-gold")).addGoldStockContract,
} satisfies ApiRoute;

export const CORRECT_GOLD_STOCK_ROUTE = {
  method: "POST",
  path: "/api/admin/gold/correction",
  retry: true,
  load: async () => (await import("./admin-gold")).correctGoldStockContract,
} satisfies ApiRoute;
