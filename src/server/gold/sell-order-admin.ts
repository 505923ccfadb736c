import "server-only";
import { type SellOrderDetail, type SellOrderListItem, sellAdminActions } from "@/domain/gold/sell-order-admin";
import type { SellState } from "@/domain/gold/sell-orders";
import { database } from "../db/database";
import { getSellOrderById, listSellOrders } from "../db/queries/sell-orders";
import { defaultPayoutCents, sellStateOf } from "./sell-orders";

/* The back office's views of sell orders: the list (newest first, by state) and one sale. */

export const SELL_LIST_LIMIT = 200;

export async function sellOrderList(state: SellState | null, now = new Date()): Promise<SellOrderListItem[]> {
  const { db } = await database();
  const rows = await listSellOrders(db, { status: state, now: now.toISOString(), limit: SELL_LIST_LIMIT });
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    millions: Number(row.millions),
    rsn: row.rsn,
    payoutMethod: row.payout_method,
    quoteCents: Number(row.quote_cents),
    state: sellStateOf(row, now),
    createdAt: row.created_at,
  }));
}

export async function sellOrderDetail(id: string, now = new Date()): Promise<SellOrderDetail | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const { db } = await database();
  const row = await getSellOrderById(db, id);
  if (!row) return null;
  const state = sellStateOf(row, now);
  const num = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    reference: row.reference,
    millions: Number(row.millions),
    rsn: row.rsn,
    payoutMethod: row.payout_method,
    quoteCents: Number(row.quote_cents),
    state,
    createdAt: row.created_at,
    version: Number(row.tracking_version),
    email: row.email,
    payoutDetails: row.payout_details,
    quoteRateMillicents: Number(row.quote_millicents_per_million),
    quoteExpiresAt: row.quote_expires_at,
    trade:
      row.trade_world === null
        ? null
        : { world: Number(row.trade_world), place: row.trade_place ?? "", traderRsn: row.trade_rsn ?? "" },
    arrangedAt: row.arranged_at,
    receivedMillions: num(row.received_millions),
    receivedAccount: row.received_account,
    receivedAt: row.received_at,
    defaultPayoutCents: defaultPayoutCents(row),
    payoutCents: num(row.payout_cents),
    payoutReference: row.payout_reference,
    paidAt: row.paid_at,
    declineReason: row.decline_reason,
    declinedAt: row.declined_at,
    actions: sellAdminActions(state),
  };
}
