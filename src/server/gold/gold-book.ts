import "server-only";
import { homeDay } from "@/domain/admin/admin-home";
import { dashboardPeriod } from "@/domain/admin/dashboard-period";
import { decodeCursor, encodeCursor } from "@/domain/admin/keyset-cursor";
import { orderDateRange } from "@/domain/admin/order-filter";
import { dayMargin, isLowStock, stockSeries } from "@/domain/gold/gold-book";
import type { AccountStock, GoldBookView, GoldLedgerPage, GoldToday } from "@/domain/gold/gold-book-view";
import type { GoldMovementKind } from "@/domain/gold/gold-ledger";
import { GOLD_LEDGER_PAGE_SIZE, parseGoldLedgerFilter } from "@/domain/gold/gold-ledger-filter";
import { millionsToTenths } from "@/domain/gold/gold-units";
import type { OperatorContext } from "../admin/operator-guard";
import { catalogue } from "../catalogue/catalogue-store";
import { database, type Executor } from "../db/database";
import {
  getGoldDayDeltas,
  getGoldLedgerPage,
  getGoldTradeOfPeriod,
  getUnnamedCorrectionsOnHand,
} from "../db/queries/gold-book";
import { listGoldAccounts } from "../db/queries/gold-movements";
import { listOperators } from "../db/queries/operators";
import { readGoldBalance } from "./gold-ledger";

/*
 * The owner's book (/admin/gold): one view from the ledger. The balance is the ledger's sum
 * (gold-ledger.ts); the chart walks back from it through the last 30 days' sums per day, so the
 * ledger before the window is never read; the list is a keyset page. Today's money and the margin
 * are read for owners only: staff trade the gold but never see what it earned.
 */

/** The players' sell orders, linked from the book and from each ledger row they brought in. */
const SELL_ORDERS_HREF = "/admin/gold/sell-orders";

/** How many days the stock chart shows, today included. */
export const STOCK_CHART_DAYS = 30;

/** Sold: gold reserved for paid orders. Bought: gold that came in against money (a sell order, a service paid in gold). */
const SOLD_KINDS: readonly GoldMovementKind[] = ["reserved"];
const BOUGHT_KINDS: readonly GoldMovementKind[] = ["bought", "gold_payment"];

async function readLedger(db: Executor, values: Record<string, string>): Promise<GoldLedgerPage> {
  const parsed = parseGoldLedgerFilter(values);
  if (!parsed.ok) return parsed;
  const { filter } = parsed;
  const after = filter.cursor ? decodeCursor(filter.cursor) : null;
  // One row more than asked says whether a next page exists without a count.
  const rows = await getGoldLedgerPage(
    db,
    { kind: filter.kind, account: filter.account, ...orderDateRange(filter) },
    after,
    GOLD_LEDGER_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, GOLD_LEDGER_PAGE_SIZE);
  const emails = new Map<string, string>();
  if (page.some((row) => row.operator_id !== null)) {
    for (const operator of await listOperators(db)) emails.set(operator.id, operator.email);
  }
  const last = page.at(-1);
  return {
    ok: true,
    filter,
    rows: page.map((row) => ({
      id: row.id,
      happenedAt: row.happened_at,
      kind: row.kind,
      onHandTenths: Number(row.on_hand_tenths),
      reservedTenths: Number(row.reserved_tenths),
      account: row.account,
      order: row.order_id && row.order_reference ? { id: row.order_id, reference: row.order_reference } : null,
      sellOrderId: row.sell_order_id,
      operator: row.operator_id === null ? null : (emails.get(row.operator_id) ?? "A removed operator"),
      reason: row.reason,
      override: Number(row.override) === 1,
    })),
    nextCursor:
      rows.length > GOLD_LEDGER_PAGE_SIZE && last ? encodeCursor({ at: last.happened_at, id: last.id }) : null,
  };
}

async function readToday(db: Executor, now: Date, withMoney: boolean): Promise<GoldToday> {
  const { day, since, until } = homeDay(now);
  const rows = await getGoldTradeOfPeriod(db, [...SOLD_KINDS, ...BOUGHT_KINDS], since, until);
  const side = (kinds: readonly GoldMovementKind[]) =>
    rows
      .filter((row) => kinds.includes(row.kind))
      .reduce((sum, row) => ({ tenths: sum.tenths + row.tenths, cents: sum.cents + row.cents }), {
        tenths: 0,
        cents: 0,
      });
  const sold = side(SOLD_KINDS);
  const bought = side(BOUGHT_KINDS);
  return {
    day,
    soldTenths: sold.tenths,
    boughtTenths: bought.tenths,
    margin: withMoney ? dayMargin(sold, bought) : null,
  };
}

async function readAccounts(db: Executor): Promise<AccountStock[]> {
  const [named, unnamed] = await Promise.all([listGoldAccounts(db), getUnnamedCorrectionsOnHand(db)]);
  const accounts: AccountStock[] = named.map((entry) => ({ account: entry.account, onHandTenths: entry.onHandTenths }));
  if (unnamed !== null && unnamed !== 0) accounts.push({ account: null, onHandTenths: unnamed });
  return accounts;
}

/** The whole page's view; `values` is the address's ledger filter and page, as typed. */
export async function goldBookView(
  operator: OperatorContext,
  values: Record<string, string>,
  now: Date,
): Promise<GoldBookView> {
  const { db } = await database();
  const owner = operator.role === "owner";
  const period = dashboardPeriod(STOCK_CHART_DAYS, now);
  const [balance, deltas, accounts, today, ledger, snapshot] = await Promise.all([
    readGoldBalance(db),
    getGoldDayDeltas(db, period.since),
    readAccounts(db),
    readToday(db, now, owner),
    readLedger(db, values),
    catalogue(),
  ]);
  const thresholdTenths = millionsToTenths(snapshot.settings.gold.lowStockMillions);
  return {
    balance,
    thresholdTenths,
    lowStock: isLowStock(balance.availableTenths, thresholdTenths),
    accounts,
    series: stockSeries(balance, deltas, period.dayKeys),
    today,
    ledger,
    canOverride: owner,
    sellOrdersHref: SELL_ORDERS_HREF,
  };
}
