import { z } from "zod";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { CUSTOMER_KEY } from "./customer-key";
import { PAID_ORDER_STATUSES } from "./dashboard-figures";
import type { FulfilmentStatus } from "./fulfilment";
import type { MessageStatus } from "./message-status";
import { type OrderSearch, orderSearch } from "./order-filter";

/*
 * The back office's customers: everyone who placed an order or wrote a message,
 * one per normalised email, listed alphabetically a page at a time (keyset on the email, the cursor
 * the last one's opaque key). Money is live orders' only (demo and test orders took none): paid is
 * what paid orders charged, refunded what went back, and their difference is the dashboard's revenue.
 */

export const CUSTOMER_PAGE_SIZE = 50;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const customerListQuerySchema = z
  .object({
    q: optional(z.string().trim().max(320, { message: "must be at most 320 characters" })),
    after: optional(z.string().regex(CUSTOMER_KEY, { message: "is not a page of this list" })),
  })
  .strict();

export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** What the customer search asks: the order search's rules, where an amount is just text (a customer has many totals). */
export type CustomerSearch = Exclude<OrderSearch, { field: "amount" }>;

export function customerSearch(q: string | undefined): CustomerSearch {
  const search = orderSearch(q);
  if (search?.field !== "amount") return search;
  return { field: "text", value: (q ?? "").trim().toLowerCase() };
}

/** One email's orders as the database adds them up. */
export type CustomerOrderFigures = {
  email: string;
  orders: number;
  liveOrders: number;
  paidCents: number;
  refundedCents: number;
  firstOrderAt: string | null;
  lastOrderAt: string | null;
};

export type CustomerSummary = CustomerOrderFigures & {
  /** The name and RuneScape name of the latest order; null without orders. */
  name: string | null;
  rsn: string | null;
  messages: number;
  lastMessageAt: string | null;
  promoUses: number;
};

/** Whether an order's charge counts as paid: the dashboard's one definition. */
export function paidOrder(status: string): boolean {
  return (PAID_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * The page's customers in the list's order, each with what the separate readings say of them; an
 * email a reading does not mention has none of that (no orders, no messages, no promo uses).
 */
export function summariseCustomers(
  emails: readonly string[],
  figures: readonly CustomerOrderFigures[],
  latest: readonly { email: string; name: string; rsn: string }[],
  messages: readonly { email: string; messages: number; lastMessageAt: string | null }[],
  promoUses: readonly { email: string; uses: number }[],
): CustomerSummary[] {
  const byEmail = <T extends { email: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.email, row]));
  const figureOf = byEmail(figures);
  const latestOf = byEmail(latest);
  const messagesOf = byEmail(messages);
  const usesOf = byEmail(promoUses);
  return emails.map((email) => {
    const figure = figureOf.get(email);
    return {
      email,
      orders: figure?.orders ?? 0,
      liveOrders: figure?.liveOrders ?? 0,
      paidCents: figure?.paidCents ?? 0,
      refundedCents: figure?.refundedCents ?? 0,
      firstOrderAt: figure?.firstOrderAt ?? null,
      lastOrderAt: figure?.lastOrderAt ?? null,
      name: latestOf.get(email)?.name ?? null,
      rsn: latestOf.get(email)?.rsn ?? null,
      messages: messagesOf.get(email)?.messages ?? 0,
      lastMessageAt: messagesOf.get(email)?.lastMessageAt ?? null,
      promoUses: usesOf.get(email)?.uses ?? 0,
    };
  });
}

/** A customer as a list shows it, with the opaque key of their page. */
export type CustomerRow = CustomerSummary & { key: string };

export type CustomerPage = { customers: CustomerRow[]; nextAfter: string | null };

/** One customer's page. */
export type CustomerView = {
  key: string;
  summary: CustomerSummary;
  orders: {
    id: string;
    reference: string;
    createdAt: string;
    status: OrderStatus;
    fulfilment: FulfilmentStatus;
    testMode: boolean;
    totalCents: number;
    refundedCents: number;
    promoCode: string | null;
  }[];
  messages: { id: string; createdAt: string; status: MessageStatus; source: string; preview: string }[];
  promoUses: {
    id: string;
    code: string;
    cents: number;
    status: string;
    createdAt: string;
    orderId: string;
    reference: string;
  }[];
  /** Every name and RuneScape name the customer's orders were placed under, latest first. */
  names: string[];
  rsns: string[];
};
