import type { DayMargin, StockPoint } from "./gold-book";
import type { GoldLedgerFilter } from "./gold-ledger-filter";

/*
 * What /admin/gold shows, as the server's view hands it to the page's sections. Gold is in tenths
 * of a million, money in cents. The money (today's values and the margin) is there for owners only:
 * the view leaves it out for staff, so no staff page ever holds it.
 */

export type GoldBalanceView = {
  onHandTenths: number;
  reservedTenths: number;
  availableTenths: number;
  /** Paid gold orders not reserved yet because the stock was short. */
  waitingTenths: number;
};

/** The gold on hand in one in-game account; null: movements that named no account. */
export type AccountStock = { account: string | null; onHandTenths: number };

export type GoldLedgerRow = {
  id: string;
  happenedAt: string;
  kind: string;
  onHandTenths: number;
  reservedTenths: number;
  account: string | null;
  order: { id: string; reference: string } | null;
  sellOrderId: string | null;
  /** The operator's email; null for what the shop did by itself (a payment, a refund). */
  operator: string | null;
  reason: string | null;
  override: boolean;
};

export type GoldLedgerPage =
  | { ok: true; filter: GoldLedgerFilter; rows: GoldLedgerRow[]; nextCursor: string | null }
  | { ok: false; message: string };

export type GoldToday = {
  day: string;
  boughtTenths: number;
  soldTenths: number;
  /** Owners only. */
  margin: DayMargin | null;
};

export type GoldBookView = {
  balance: GoldBalanceView;
  thresholdTenths: number;
  lowStock: boolean;
  accounts: AccountStock[];
  series: StockPoint[];
  today: GoldToday;
  ledger: GoldLedgerPage;
  /** Whether this operator may take the available stock below zero (owners). */
  canOverride: boolean;
  /** The sell orders' list, once the back office has one. */
  sellOrdersHref: string | null;
};
