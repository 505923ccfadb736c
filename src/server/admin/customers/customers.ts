import "server-only";
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerSummary,
  type CustomerView,
  customerSearch,
  summariseCustomers,
} from "@/domain/admin/customers";
import { messagePreview } from "@/domain/admin/inbox-filter";
import type { Executor } from "../../db/database";
import { database } from "../../db/database";
import {
  customerEmailsPage,
  customerLatestNames,
  customerMessageCounts,
  customerMessages,
  customerOrderFigures,
  customerOrders,
  customerPromoUseCounts,
  customerPromoUses,
} from "../../db/queries/customers";
import { sqliteTextPlan } from "../../db/queries/order-search";
import { customerEmailOfKey, customerKey } from "./customer-key";

/*
 * The back office's customers: the list, a page of emails at a time with their
 * figures, and one customer's page. Emails never leave here in an address: each customer carries
 * its opaque key (customer-key.ts), and the list's cursor is the last customer's key.
 */

async function summaries(db: Executor, emails: readonly string[]): Promise<CustomerSummary[]> {
  const [figures, latest, messages, uses] = await Promise.all([
    customerOrderFigures(db, emails),
    customerLatestNames(db, emails),
    customerMessageCounts(db, emails),
    customerPromoUseCounts(db, emails),
  ]);
  return summariseCustomers(emails, figures, latest, messages, uses);
}

/** A page of customers, alphabetically by email, after the customer whose key is `query.after`. */
export async function listCustomers(query: CustomerListQuery, limit = CUSTOMER_PAGE_SIZE): Promise<CustomerPage> {
  const { db, dialect } = await database();
  const after = query.after ? await customerEmailOfKey(query.after) : null;
  const search = customerSearch(query.q);
  const textPlan = dialect === "sqlite" && search?.field === "text" ? await sqliteTextPlan(db, search.value) : "index";
  // One email more than asked says whether a next page exists without a count.
  const emails = await customerEmailsPage(db, { dialect, after, search, textPlan, limit: limit + 1 });
  const shown = emails.slice(0, limit);
  const customers = await Promise.all(
    (await summaries(db, shown)).map(async (summary) => ({ ...summary, key: await customerKey(summary.email) })),
  );
  const last = customers.at(-1);
  return { customers, nextAfter: emails.length > limit && last ? last.key : null };
}

/** One customer's page, or null for a key this shop did not make or an email with nothing. */
export async function customerView(key: string): Promise<CustomerView | null> {
  const email = await customerEmailOfKey(key);
  if (email === null) return null;
  const { db } = await database();
  const [[summary], orders, messages, promoUses] = await Promise.all([
    summaries(db, [email]),
    customerOrders(db, email),
    customerMessages(db, email),
    customerPromoUses(db, email),
  ]);
  if (!summary || (summary.orders === 0 && summary.messages === 0)) return null;
  return {
    key,
    summary,
    orders: orders.map((row) => ({
      id: row.id,
      reference: row.reference,
      createdAt: row.created_at,
      status: row.status,
      fulfilment: row.fulfilment,
      testMode: Number(row.test_mode) === 1,
      totalCents: Number(row.total_cents),
      refundedCents: Number(row.refunded_cents),
      promoCode: row.promo_code,
    })),
    messages: messages.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      status: row.status,
      source: row.source,
      preview: messagePreview(row.message),
    })),
    promoUses: promoUses.map((row) => ({
      id: row.id,
      code: row.code,
      cents: Number(row.cents),
      status: row.status,
      createdAt: row.created_at,
      orderId: row.order_id,
      reference: row.reference,
    })),
    names: [...new Set(orders.map((row) => row.name).filter((name) => name !== ""))],
    rsns: [...new Set(orders.map((row) => row.rsn).filter((rsn) => rsn !== ""))],
  };
}
