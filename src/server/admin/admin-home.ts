import "server-only";
import { homeDay, homeSections } from "@/domain/admin/admin-home";
import { type AuditLine, auditSentence } from "@/domain/admin/audit-sentence";
import { defaultOrdersView } from "@/domain/admin/dashboard-figures";
import { canOpen } from "@/domain/admin/roles";
import { takesRealPayments } from "@/domain/checkout/payment-mode";
import { isLowStock } from "@/domain/gold/gold-book";
import { millionsToTenths } from "@/domain/gold/gold-units";
import { catalogue } from "../catalogue/catalogue-store";
import { paymentSetup } from "../checkout/payment-setup";
import { database, type Executor } from "../db/database";
import { orderNamesByIds, readHomeCounts } from "../db/queries/admin-home";
import { recentAudit } from "../db/queries/audit-log";
import { readGoldBalance } from "../gold/gold-ledger";
import type { OperatorContext } from "./operator-guard";
import { listOperatorSessions } from "./operator-sessions";
import { listOperators } from "./operators";

/** How many of the latest audit entries the home tells in words. */
const ACTIVITY_ENTRIES = 15;

/** The gold available when it is below the owner's threshold (the book's warning); null otherwise. */
async function goldLowStock(db: Executor): Promise<{ availableTenths: number; thresholdTenths: number } | null> {
  const [balance, snapshot] = await Promise.all([readGoldBalance(db), catalogue()]);
  const thresholdTenths = millionsToTenths(snapshot.settings.gold.lowStockMillions);
  return isLowStock(balance.availableTenths, thresholdTenths)
    ? { availableTenths: balance.availableTenths, thresholdTenths }
    : null;
}

/**
 * The home's view: the counts the operator's role may see (src/domain/admin/admin-home.ts), the
 * latest activity in words, linked where their role may open the page, and their own sessions.
 * Orders are the dashboard's default kind: live once the shop takes real money, test before. The
 * gold stock's warning shows while the available gold is below the owner's threshold.
 */
export async function adminHomeView(operator: OperatorContext, now: Date) {
  const { db } = await database();
  const orders = defaultOrdersView(takesRealPayments(paymentSetup.mode));
  const { day, since, until } = homeDay(now);
  const [counts, audit, operators, sessions, lowStock] = await Promise.all([
    readHomeCounts(db, { since, until, orders }),
    recentAudit(db, { limit: ACTIVITY_ENTRIES }),
    listOperators(db),
    listOperatorSessions(db, operator.operatorId),
    canOpen(operator.role, "gold") ? goldLowStock(db) : null,
  ]);
  const orderNames = await orderNamesByIds(
    db,
    audit.filter((entry) => entry.targetType === "order").map((entry) => entry.targetId),
  );
  const names = { operators: new Map(operators.map((entry) => [entry.id, entry.email])), orders: orderNames };
  const activity: AuditLine[] = audit.map((entry) => {
    const line = auditSentence(entry, names);
    return line.link && !canOpen(operator.role, line.link.area) ? { ...line, link: null } : line;
  });
  return {
    orders,
    mode: paymentSetup.mode,
    day,
    sections: homeSections(operator.role, counts, day, orders),
    activity,
    sessions,
    lowStock,
  };
}

export type AdminHomeView = Awaited<ReturnType<typeof adminHomeView>>;
