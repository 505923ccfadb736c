import "server-only";
import {
  type AdminOrderView,
  buildAdminOrderView,
  type GoldSource,
  orderLineIds,
} from "@/domain/orders/admin-order-view";
import { catalogue } from "../../catalogue/catalogue-store";
import { database, type Executor } from "../../db/database";
import { listGoldAccounts } from "../../db/queries/gold-movements";
import { getOrderRowById } from "../../db/queries/orders";
import { orderGold } from "../../gold/gold-ledger";
import { AppError } from "../../http/errors";
import { trackingViewById } from "../../orders/order-tracking";
import { messagesOfOrder } from "../messages/inbox";
import { listOperators } from "../operators";
import { orderDetail } from "./order-detail";

/** The order detail, or undefined when there is no such order (the page answers 404). */
async function detailOrNone(id: string) {
  try {
    return await orderDetail(id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/** A gold order's position, deliveries and the accounts to deliver from; null for an order without gold. */
async function goldSource(db: Executor, orderId: string): Promise<GoldSource | null> {
  const row = await getOrderRowById(db, orderId);
  const ordered = Number(row?.gold_tenths ?? 0);
  if (ordered <= 0) return null;
  const [gold, accounts] = await Promise.all([orderGold(db, orderId, ordered), listGoldAccounts(db)]);
  return {
    position: gold,
    deliveries: gold.deliveries,
    accounts: accounts.map((account) => account.account),
  };
}

/**
 * Everything the back office's order page shows, in one call: the order, its step as the customer
 * sees it, the operators' emails for the timeline, the customer's questions, and the product lines
 * its lines belong to in the live catalogue (an operator's edit counts, the seed does not).
 */
export async function adminOrderView(id: string): Promise<AdminOrderView | undefined> {
  const detail = await detailOrNone(id);
  if (!detail) return undefined;
  const { db } = await database();
  const [tracking, operators, messages, snapshot, gold] = await Promise.all([
    trackingViewById(db, detail.id),
    listOperators(db),
    messagesOfOrder(detail.id),
    catalogue(),
    goldSource(db, detail.id),
  ]);
  if (!tracking) return undefined;
  const lineIds = orderLineIds(detail.lines, (sku) => snapshot.bySku.get(sku)?.line.id);
  return buildAdminOrderView({
    detail,
    tracking,
    operators,
    messages,
    lineIds,
    optionGroupsOf: (sku) => snapshot.bySku.get(sku)?.product.optionGroups,
    gold,
  });
}
