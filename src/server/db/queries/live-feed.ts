import "server-only";
import { messagePreview } from "@/domain/admin/inbox-filter";
import { type KeysetCursor, laterCursor } from "@/domain/admin/keyset-cursor";
import type { FeedPosition } from "@/domain/admin/live-feed-events";
import type { LiveMessageReceived, LiveOrderPaid, LiveOrderPlaced } from "@/domain/api/admin-messages";
import type { Executor } from "../database";

/*
 * The back office live feed's reads (src/server/admin/live-feed.ts), oldest first by (paid_at, id) for orders and
 * (created_at, id) for messages, through the indexes of migration 0012 (manual orders placed: by
 * (created_at, id), orders_created_idx of 0011). A paid order is one with a
 * paid_at: a refund or dispute later does not take it out of the feed's past.
 */

export type FeedItem =
  | { kind: "order"; key: KeysetCursor; data: LiveOrderPaid }
  | { kind: "placed"; key: KeysetCursor; data: LiveOrderPlaced }
  | { kind: "message"; key: KeysetCursor; data: LiveMessageReceived };

/** An item's identity across polls and streams: its kind and row id. */
export const feedItemKey = (item: FeedItem) => `${item.kind}:${item.data.id}`;
/** Which part of the feed's position an item moves. */
// A placed manual order moves the orders part too, by its created_at: both are times of events, so the
// one cursor orders them, and Last-Event-ID keeps its two parts.
export const feedStreamOf = (item: FeedItem): keyof FeedPosition => (item.kind === "message" ? "messages" : "orders");

/** Rows strictly after a position, or at or after a time (the poller's look-back window). */
export type FeedBound = { after: KeysetCursor | null } | { since: string };

export async function paidOrdersFrom(db: Executor, bound: FeedBound, limit: number): Promise<FeedItem[]> {
  let query = db
    .selectFrom("orders")
    .select(["id", "reference", "total_cents", "currency", "method", "test_mode", "paid_at"])
    .where("paid_at", "is not", null);
  if ("since" in bound) query = query.where("paid_at", ">=", bound.since);
  else if (bound.after) {
    const { at, id } = bound.after;
    query = query.where((eb) => eb.or([eb("paid_at", ">", at), eb.and([eb("paid_at", "=", at), eb("id", ">", id)])]));
  }
  const rows = await query.orderBy("paid_at").orderBy("id").limit(limit).execute();
  return rows.map((row) => {
    const paidAt = row.paid_at ?? "";
    return {
      kind: "order",
      key: { at: paidAt, id: row.id },
      data: {
        id: row.id,
        reference: row.reference,
        totalCents: row.total_cents,
        currency: row.currency,
        method: row.method,
        testMode: Number(row.test_mode) === 1,
        paidAt,
      },
    };
  });
}

/** Manual methods' orders placed after a position (they wait for the operator), by (created_at, id). */
export async function placedManualOrdersFrom(db: Executor, bound: FeedBound, limit: number): Promise<FeedItem[]> {
  let query = db
    .selectFrom("orders")
    .select(["id", "reference", "total_cents", "currency", "method", "test_mode", "created_at"])
    .where("provider", "=", "manual");
  if ("since" in bound) query = query.where("created_at", ">=", bound.since);
  else if (bound.after) {
    const { at, id } = bound.after;
    query = query.where((eb) =>
      eb.or([eb("created_at", ">", at), eb.and([eb("created_at", "=", at), eb("id", ">", id)])]),
    );
  }
  const rows = await query.orderBy("created_at").orderBy("id").limit(limit).execute();
  return rows.map((row) => ({
    kind: "placed",
    key: { at: row.created_at, id: row.id },
    data: {
      id: row.id,
      reference: row.reference,
      totalCents: row.total_cents,
      currency: row.currency,
      method: row.method,
      testMode: Number(row.test_mode) === 1,
      createdAt: row.created_at,
    },
  }));
}

export async function messagesFrom(db: Executor, bound: FeedBound, limit: number): Promise<FeedItem[]> {
  let query = db.selectFrom("messages").select(["id", "email", "message", "source", "created_at"]);
  if ("since" in bound) query = query.where("created_at", ">=", bound.since);
  else if (bound.after) {
    const { at, id } = bound.after;
    query = query.where((eb) =>
      eb.or([eb("created_at", ">", at), eb.and([eb("created_at", "=", at), eb("id", ">", id)])]),
    );
  }
  const rows = await query.orderBy("created_at").orderBy("id").limit(limit).execute();
  return rows.map((row) => ({
    kind: "message",
    key: { at: row.created_at, id: row.id },
    data: {
      id: row.id,
      email: row.email,
      preview: messagePreview(row.message),
      source: row.source,
      createdAt: row.created_at,
    },
  }));
}

/** The newest paid order and the newest message: where a feed with no Last-Event-ID starts. */
export async function feedHead(db: Executor): Promise<FeedPosition> {
  const order = await db
    .selectFrom("orders")
    .select(["id", "paid_at"])
    .where("paid_at", "is not", null)
    .orderBy("paid_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const placed = await db
    .selectFrom("orders")
    .select(["id", "created_at"])
    .where("provider", "=", "manual")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const message = await db
    .selectFrom("messages")
    .select(["id", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return {
    orders: placed
      ? laterCursor(order?.paid_at ? { at: order.paid_at, id: order.id } : null, {
          at: placed.created_at,
          id: placed.id,
        })
      : order?.paid_at
        ? { at: order.paid_at, id: order.id }
        : null,
    messages: message ? { at: message.created_at, id: message.id } : null,
  };
}

export async function countNewMessages(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders paid after `seenAfter` up to and including `upTo`: the unseen ones a feed starts with. */
export async function countPaidOrdersBetween(
  db: Executor,
  seenAfter: string,
  upTo: KeysetCursor | null,
): Promise<number> {
  if (!upTo) return 0;
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("paid_at", ">", seenAfter)
    .where((eb) => eb.or([eb("paid_at", "<", upTo.at), eb.and([eb("paid_at", "=", upTo.at), eb("id", "<=", upTo.id)])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
