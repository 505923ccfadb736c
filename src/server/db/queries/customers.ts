import "server-only";
import { sql } from "kysely";
import type { CustomerOrderFigures, CustomerSearch } from "@/domain/admin/customers";
import { PAID_ORDER_STATUSES } from "@/domain/admin/dashboard-figures";
import type { DatabaseDialect, Executor } from "../database";
import { type TextPlan, textCondition } from "./order-search";

/*
 * The back office's customers, read from orders, messages and promo_redemptions (they write
 * nothing). A customer is a lower-cased email: the lower(email) indexes of orders (0011) and
 * messages (0012) give the emails in order from a cursor and each page's figures by lookup, so a
 * page costs the same at a million orders; a fragment goes through the order search's index.
 */

const EMAIL = sql<string>`lower(email)`;

/** Whether an email holds a fragment, through no index (messages have few rows beside orders). */
function emailContains(dialect: DatabaseDialect, value: string) {
  return dialect === "postgres"
    ? sql<boolean>`strpos(lower(email), ${value}) > 0`
    : sql<boolean>`instr(lower(email), ${value}) > 0`;
}

/**
 * The next `limit` customers' emails after `after`, alphabetically: each table's distinct emails
 * from the cursor (each arm stops at `limit`), merged. A search narrows orders by any part of
 * their reference, email, name, RuneScape name or promo code, and messages by their email.
 */
export async function customerEmailsPage(
  db: Executor,
  options: {
    dialect: DatabaseDialect;
    after: string | null;
    search: CustomerSearch;
    textPlan: TextPlan;
    limit: number;
  },
): Promise<string[]> {
  const { dialect, after, search, textPlan, limit } = options;
  let orders = db.selectFrom("orders").select(EMAIL.as("email")).distinct();
  let messages = db.selectFrom("messages").select(EMAIL.as("email")).distinct();
  if (after !== null) {
    orders = orders.where(EMAIL, ">", after);
    messages = messages.where(EMAIL, ">", after);
  }
  if (search?.field === "text") {
    orders = orders.where(textCondition(dialect, search.value, textPlan));
    messages = messages.where(emailContains(dialect, search.value));
  } else if (search?.field === "reference") {
    orders = orders.where("reference", "=", search.value);
    messages = messages.where(sql<boolean>`1 = 0`);
  } else if (search?.field === "email") {
    orders = orders.where(EMAIL, "=", search.value);
    messages = messages.where(EMAIL, "=", search.value);
  } else if (search?.field === "rsn") {
    orders = orders.where(sql<string>`lower(rsn)`, "=", search.value);
    messages = messages.where(sql<boolean>`1 = 0`);
  }
  const [fromOrders, fromMessages] = await Promise.all([
    orders.orderBy(EMAIL).limit(limit).execute(),
    messages.orderBy(EMAIL).limit(limit).execute(),
  ]);
  const emails = new Set([...fromOrders, ...fromMessages].map((row) => row.email));
  return [...emails].sort().slice(0, limit);
}

/** The orders of each email added up: every order counted, money from live orders only. */
export async function customerOrderFigures(db: Executor, emails: readonly string[]): Promise<CustomerOrderFigures[]> {
  if (emails.length === 0) return [];
  const paid = sql.join(PAID_ORDER_STATUSES.map((status) => sql.lit(status)));
  const rows = await db
    .selectFrom("orders")
    .select([
      EMAIL.as("email"),
      sql<number | string>`count(*)`.as("orders"),
      sql<number | string>`sum(case when test_mode = 0 then 1 else 0 end)`.as("live_orders"),
      sql<number | string>`sum(case when test_mode = 0 and status in (${paid}) then total_cents else 0 end)`.as(
        "paid_cents",
      ),
      sql<number | string>`sum(case when test_mode = 0 then refunded_cents else 0 end)`.as("refunded_cents"),
      sql<string>`min(created_at)`.as("first_order_at"),
      sql<string>`max(created_at)`.as("last_order_at"),
    ])
    .where(EMAIL, "in", [...emails])
    .groupBy(EMAIL)
    .execute();
  return rows.map((row) => ({
    email: row.email,
    orders: Number(row.orders),
    liveOrders: Number(row.live_orders),
    paidCents: Number(row.paid_cents),
    refundedCents: Number(row.refunded_cents),
    firstOrderAt: row.first_order_at,
    lastOrderAt: row.last_order_at,
  }));
}

/** The name and RuneScape name on each email's latest order. */
export async function customerLatestNames(
  db: Executor,
  emails: readonly string[],
): Promise<{ email: string; name: string; rsn: string }[]> {
  if (emails.length === 0) return [];
  const ranked = db
    .selectFrom("orders")
    .select([
      EMAIL.as("email"),
      "name",
      "rsn",
      sql<number>`row_number() over (partition by lower(email) order by created_at desc, id desc)`.as("rank"),
    ])
    .where(EMAIL, "in", [...emails])
    .as("ranked");
  return db.selectFrom(ranked).select(["email", "name", "rsn"]).where("rank", "=", 1).execute();
}

/** How many messages each email wrote, and when the last. */
export async function customerMessageCounts(
  db: Executor,
  emails: readonly string[],
): Promise<{ email: string; messages: number; lastMessageAt: string | null }[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom("messages")
    .select([EMAIL.as("email"), sql<number | string>`count(*)`.as("messages"), sql<string>`max(created_at)`.as("last")])
    .where(EMAIL, "in", [...emails])
    .groupBy(EMAIL)
    .execute();
  return rows.map((row) => ({ email: row.email, messages: Number(row.messages), lastMessageAt: row.last }));
}

/** Each email's standing promo uses (released ones gave the use back). */
export async function customerPromoUseCounts(
  db: Executor,
  emails: readonly string[],
): Promise<{ email: string; uses: number }[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom("promo_redemptions")
    .innerJoin("orders", "orders.id", "promo_redemptions.order_id")
    .select([sql<string>`lower(orders.email)`.as("email"), sql<number | string>`count(*)`.as("uses")])
    .where(sql<string>`lower(orders.email)`, "in", [...emails])
    .where("promo_redemptions.status", "=", "used")
    .groupBy(sql`lower(orders.email)`)
    .execute();
  return rows.map((row) => ({ email: row.email, uses: Number(row.uses) }));
}

/** How many of a customer's orders, newest first, the customer page lists. */
export const CUSTOMER_ORDERS_SHOWN = 200;

export async function customerOrders(db: Executor, email: string) {
  return db
    .selectFrom("orders")
    .select([
      "id",
      "reference",
      "created_at",
      "status",
      "fulfilment",
      "test_mode",
      "total_cents",
      "refunded_cents",
      "currency",
      "promo_code",
      "name",
      "rsn",
    ])
    .where(EMAIL, "=", email)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(CUSTOMER_ORDERS_SHOWN)
    .execute();
}

export async function customerMessages(db: Executor, email: string) {
  return db
    .selectFrom("messages")
    .select(["id", "created_at", "status", "source", "message", "order_id"])
    .where(EMAIL, "=", email)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(CUSTOMER_ORDERS_SHOWN)
    .execute();
}

export async function customerPromoUses(db: Executor, email: string) {
  return db
    .selectFrom("promo_redemptions")
    .innerJoin("orders", "orders.id", "promo_redemptions.order_id")
    .select([
      "promo_redemptions.id",
      "promo_redemptions.code",
      "promo_redemptions.cents",
      "promo_redemptions.status",
      "promo_redemptions.created_at",
      "orders.id as order_id",
      "orders.reference",
    ])
    .where(sql<string>`lower(orders.email)`, "=", email)
    .orderBy("promo_redemptions.created_at", "desc")
    .limit(CUSTOMER_ORDERS_SHOWN)
    .execute();
}
