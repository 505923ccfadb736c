import "server-only";
import type { Selectable } from "kysely";
import type { PaymentNotice } from "@/domain/checkout/payment-notices";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import {
  discordEventLabel,
  discordPayloadFor,
  isOrderEvent,
  type ShopEvent,
} from "@/domain/notifications/discord-embed";
import type { Executor } from "../db/database";
import { enqueueDiscordPost } from "../db/queries/outbox";
import type { OrdersTable } from "../db/schema";
import { env } from "../env";

/*
 * Queues the shop's Discord post about an event in the caller's transaction, so the post exists
 * exactly when the event does. Without DISCORD_WEBHOOK_URL nothing is written. Only what the embed
 * needs is taken from the order: its id, reference, lines' names and counts, amounts and mode.
 */

type Writer = Executor;

/** What an order gives a post; an Order or a NewOrder has all of it. */
export type NotifiedOrder = {
  id: string;
  reference: string;
  lines: readonly Pick<OrderLine, "name" | "subName" | "count">[];
  totals: Pick<OrderTotals, "totalCents">;
  currency?: string;
  testMode?: boolean;
};

/** True when a post was queued (the caller then wakes the outbox). */
export async function queueDiscordPost(writer: Writer, event: ShopEvent, now: Date): Promise<boolean> {
  if (!env.DISCORD_WEBHOOK_URL) return false;
  await enqueueDiscordPost(writer, {
    id: crypto.randomUUID(),
    label: discordEventLabel(event),
    payload: JSON.stringify(discordPayloadFor(event, env.SITE_URL)),
    now,
    ...(isOrderEvent(event) ? { orderId: event.orderId } : {}),
  });
  return true;
}

/** The same facts read off an orders row, for the writes that hold the row rather than an Order. */
export function notifiedOrderOfRow(row: Selectable<OrdersTable>): NotifiedOrder {
  return {
    id: row.id,
    reference: row.reference,
    lines: JSON.parse(row.lines_json) as OrderLine[],
    totals: { totalCents: row.total_cents },
    currency: row.currency,
    testMode: Number(row.test_mode) === 1,
  };
}

function orderFacts(order: NotifiedOrder, at: Date) {
  return {
    orderId: order.id,
    reference: order.reference,
    items: order.lines.map((line) => ({ name: line.name, subName: line.subName, count: line.count })),
    currency: order.currency ?? "USD",
    testMode: order.testMode ?? false,
    at,
  };
}

export function paidOrderEvent(order: NotifiedOrder & { method: string }, late: boolean, at: Date): ShopEvent {
  return {
    ...orderFacts(order, at),
    kind: "order-paid",
    totalCents: order.totals.totalCents,
    method: order.method,
    late,
  };
}

export function manualOrderEvent(order: NotifiedOrder & { method: string }, at: Date): ShopEvent {
  return { ...orderFacts(order, at), kind: "manual-order", totalCents: order.totals.totalCents, method: order.method };
}

/** The post for a refund or a dispute; undefined for the notices that are not posted (a mismatch, a late payment). */
export function reversalEvent(order: NotifiedOrder, notice: PaymentNotice, at: Date): ShopEvent | undefined {
  const facts = orderFacts(order, at);
  const totalCents = order.totals.totalCents;
  switch (notice.kind) {
    case "refunded":
    case "partial-refund":
    case "refund-unpaid":
      return {
        ...facts,
        currency: notice.currency,
        kind: "refund",
        refundedCents: notice.refundedCents,
        totalCents,
        full: notice.kind === "refunded",
      };
    case "dispute-opened":
      return {
        ...facts,
        currency: notice.currency,
        kind: "dispute-opened",
        disputedCents: notice.amountCents,
        reason: notice.reason,
      };
    case "dispute-closed":
      return { ...facts, kind: "dispute-closed", outcome: notice.outcome };
    default:
      return undefined;
  }
}
