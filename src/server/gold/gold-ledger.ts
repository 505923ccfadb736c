import "server-only";
import type { Transaction } from "kysely";
import type { AuditAction } from "@/domain/admin/audit-actions";
import {
  checkGoldAccount,
  checkGoldReason,
  decideDelivery,
  decideMovement,
  type GoldBalance,
  type GoldMovementKind,
  goldBalance,
  movementEffect,
  orderGoldPosition,
  reservableInTurn,
  type StockInKind,
} from "@/domain/gold/gold-ledger";
import { database, type Executor } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import {
  type GoldMovement,
  hasGoldMovementKey,
  insertGoldMovement,
  listGoldMovementsOfOrder,
  lockGoldStock,
  sumGoldMovements,
} from "../db/queries/gold-movements";
import {
  deleteWaitingGoldOrder,
  insertWaitingGoldOrder,
  isGoldOrderWaiting,
  listWaitingGoldOrders,
  sumWaitingGold,
} from "../db/queries/gold-waiting";
import { getOrderRowById } from "../db/queries/orders";
import type { Database } from "../db/schema";
import { AppError } from "../http/errors";
import { noteLowStockIn } from "./gold-low-stock";

/*
 * The shop's gold stock (ADR 0029): every change is a movement in the ledger, recorded here and
 * nowhere else. Each runs inside the caller's transaction after taking the ledger's lock, so the
 * balance it checks is the balance it changes; a movement that must happen once carries a key,
 * checked under the lock and held by a unique index; each is audited in the same transaction.
 * Paid orders the stock does not cover wait in turn and are reserved as soon as stock comes in.
 */

type Trx = Transaction<Database>;

export type GoldStockBalance = GoldBalance & {
  /** Paid gold orders not reserved yet because stock was short, added up. */
  waitingTenths: number;
};

export async function readGoldBalance(db?: Executor): Promise<GoldStockBalance> {
  const executor = db ?? (await database()).db;
  const [sums, waitingTenths] = await Promise.all([sumGoldMovements(executor), sumWaitingGold(executor)]);
  return { ...goldBalance(sums), waitingTenths };
}

const AUDIT_OF_KIND: Record<GoldMovementKind, AuditAction> = {
  added: "GOLD_STOCK_ADDED",
  bought: "GOLD_BOUGHT",
  gold_payment: "GOLD_PAYMENT_RECEIVED",
  reserved: "GOLD_RESERVED",
  delivered: "GOLD_DELIVERED",
  released: "GOLD_RELEASED",
  correction: "GOLD_CORRECTED",
};

type Movement = {
  kind: GoldMovementKind;
  tenths: number;
  valueCents?: number | null;
  orderId?: string | null;
  sellOrderId?: string | null;
  account?: string | null;
  reason?: string | null;
  operatorId: string | null;
  override?: boolean;
  key?: string | null;
  happenedAt?: Date;
  now: Date;
};

/**
 * One movement under the lock the caller's transaction already holds: refused with the reason (409)
 * when the balance cannot take it, recorded and audited otherwise; false when its key was recorded.
 */
async function recordLocked(trx: Trx, movement: Movement): Promise<{ recorded: boolean; after: GoldBalance }> {
  const before = goldBalance(await sumGoldMovements(trx));
  if (movement.key && (await hasGoldMovementKey(trx, movement.key))) return { recorded: false, after: before };
  const decision = decideMovement(before, movement.kind, movement.tenths, { override: movement.override });
  if (!decision.ok) {
    throw new AppError(decision.belowZero ? "conflict:gold" : "bad_request:gold", decision.reason);
  }
  const effect = movementEffect(movement.kind, movement.tenths);
  const id = crypto.randomUUID();
  const at = movement.now.toISOString();
  const inserted = await insertGoldMovement(trx, {
    id,
    kind: movement.kind,
    tenths: movement.tenths,
    onHandTenths: effect.onHandTenths,
    reservedTenths: effect.reservedTenths,
    valueCents: movement.valueCents ?? null,
    orderId: movement.orderId ?? null,
    sellOrderId: movement.sellOrderId ?? null,
    account: movement.account ?? null,
    reason: movement.reason ?? null,
    operatorId: movement.operatorId,
    override: decision.overridden,
    dedupeKey: movement.key ?? null,
    happenedAt: (movement.happenedAt ?? movement.now).toISOString(),
    at,
  });
  if (!inserted) return { recorded: false, after: before };
  await recordAudit(
    trx,
    {
      operatorId: movement.operatorId,
      action: AUDIT_OF_KIND[movement.kind],
      targetType: movement.orderId ? "order" : movement.sellOrderId ? "sell_order" : "gold",
      targetId: movement.orderId ?? movement.sellOrderId ?? id,
      before: { onHandTenths: before.onHandTenths, reservedTenths: before.reservedTenths },
      after: {
        movementId: id,
        kind: movement.kind,
        tenths: movement.tenths,
        account: movement.account ?? null,
        reason: movement.reason ?? null,
        sellOrderId: movement.sellOrderId ?? null,
        override: decision.overridden,
        onHandTenths: decision.after.onHandTenths,
        reservedTenths: decision.after.reservedTenths,
      },
    },
    movement.now,
  );
  // The low-stock post, when this movement is the one that takes available below the threshold.
  await noteLowStockIn(
    trx,
    {
      beforeAvailableTenths: before.availableTenths,
      afterAvailableTenths: decision.after.availableTenths,
      onHandTenths: decision.after.onHandTenths,
    },
    movement.now,
  );
  return { recorded: true, after: decision.after };
}

/** Reserves the paid orders waiting for stock that the available stock now covers, in turn. */
async function reserveWaitingLocked(trx: Trx, now: Date): Promise<number> {
  const waiting = await listWaitingGoldOrders(trx);
  if (waiting.length === 0) return 0;
  const { availableTenths } = goldBalance(await sumGoldMovements(trx));
  const chosen = reservableInTurn(waiting, availableTenths);
  for (const order of chosen) {
    await recordLocked(trx, {
      kind: "reserved",
      tenths: order.tenths,
      valueCents: order.valueCents,
      orderId: order.orderId,
      operatorId: null,
      key: `reserve:${order.orderId}`,
      now,
    });
    await deleteWaitingGoldOrder(trx, order.orderId);
  }
  return chosen.length;
}

export type StockIn = {
  kind: StockInKind;
  tenths: number;
  account: string;
  operatorId: string | null;
  orderId?: string;
  sellOrderId?: string;
  /** What the shop paid or was paid for it, in cents (a sell order's payout, a gold payment's order total). */
  valueCents?: number | null;
  /** Once per key: a repeat records nothing (`sell:<id>`, `gold-payment:<orderId>`). */
  key?: string;
  note?: string;
  now: Date;
};

/**
 * Gold coming in (an operator's stock, a player's sell order, a service paid in gold), inside the
 * caller's transaction; orders waiting for stock are reserved after it.
 */
export async function addGoldStockIn(trx: Trx, input: StockIn): Promise<{ recorded: boolean }> {
  const account = checkGoldAccount(input.account);
  if (!account.ok) throw new AppError("bad_request:gold", account.reason);
  const note = input.note?.trim() ? input.note.trim().slice(0, 500) : null;
  await lockGoldStock(trx);
  const { recorded } = await recordLocked(trx, {
    kind: input.kind,
    tenths: input.tenths,
    valueCents: input.valueCents ?? null,
    orderId: input.orderId ?? null,
    sellOrderId: input.sellOrderId ?? null,
    account: account.value,
    reason: note,
    operatorId: input.operatorId,
    key: input.key ?? null,
    now: input.now,
  });
  if (recorded) await reserveWaitingLocked(trx, input.now);
  return { recorded };
}

/** An operator's stock, in a transaction of its own (the book's "Add stock"). */
export async function addGoldStock(input: Omit<StockIn, "kind">): Promise<GoldStockBalance> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    await addGoldStockIn(trx, { ...input, kind: "added" });
    return readGoldBalance(trx);
  });
}

/**
 * A signed change of on hand with a reason. Taking available below zero needs the override, and
 * only an owner may give it (the route passes the role's verdict).
 */
export async function correctGoldStock(input: {
  tenths: number;
  reason: string;
  account?: string | null;
  operatorId: string;
  override: boolean;
  mayOverride: boolean;
  /** Once per key: the book's form sends one, so a second click records nothing. */
  key?: string;
  now: Date;
}): Promise<GoldStockBalance & { recorded: boolean }> {
  if (input.override && !input.mayOverride) {
    throw new AppError("forbidden:gold", "Only an owner can take available stock below zero.");
  }
  const reason = checkGoldReason(input.reason);
  if (!reason.ok) throw new AppError("bad_request:gold", reason.reason);
  let account: string | null = null;
  if (input.account?.trim()) {
    const checked = checkGoldAccount(input.account);
    if (!checked.ok) throw new AppError("bad_request:gold", checked.reason);
    account = checked.value;
  }
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    await lockGoldStock(trx);
    const { recorded } = await recordLocked(trx, {
      kind: "correction",
      tenths: input.tenths,
      account,
      reason: reason.value,
      operatorId: input.operatorId,
      override: input.override,
      key: input.key ?? null,
      now: input.now,
    });
    if (recorded && input.tenths > 0) await reserveWaitingLocked(trx, input.now);
    return { ...(await readGoldBalance(trx)), recorded };
  });
}

/**
 * A paid order's gold, from the transaction that made it paid: reserved at once when nothing waits
 * before it and the available stock covers it, otherwise queued. Once per order, however many calls.
 */
export async function holdGoldForPaidOrderIn(
  trx: Trx,
  order: { id: string; goldTenths: number; valueCents: number; paidAt: string },
  now: Date,
): Promise<"none" | "reserved" | "waiting" | "already"> {
  if (order.goldTenths <= 0) return "none";
  await lockGoldStock(trx);
  const key = `reserve:${order.id}`;
  if ((await hasGoldMovementKey(trx, key)) || (await isGoldOrderWaiting(trx, order.id))) return "already";
  const queueEmpty = (await listWaitingGoldOrders(trx, 1)).length === 0;
  const { availableTenths } = goldBalance(await sumGoldMovements(trx));
  if (queueEmpty && order.goldTenths <= availableTenths) {
    await recordLocked(trx, {
      kind: "reserved",
      tenths: order.goldTenths,
      valueCents: order.valueCents,
      orderId: order.id,
      operatorId: null,
      key,
      now,
    });
    return "reserved";
  }
  await insertWaitingGoldOrder(trx, {
    orderId: order.id,
    tenths: order.goldTenths,
    valueCents: order.valueCents,
    paidAt: order.paidAt,
  });
  return "waiting";
}

/**
 * A refunded or cancelled order gives back what it still holds (once), or leaves the queue; the
 * stock it frees goes to the orders waiting next.
 */
export async function releaseGoldOfOrderIn(
  trx: Trx,
  input: { orderId: string; operatorId: string | null; why: "refunded" | "cancelled"; now: Date },
): Promise<"none" | "released" | "unqueued"> {
  const row = await getOrderRowById(trx, input.orderId);
  if (!row || Number(row.gold_tenths) <= 0) return "none";
  await lockGoldStock(trx);
  if (await deleteWaitingGoldOrder(trx, input.orderId)) return "unqueued";
  const position = orderGoldPosition(Number(row.gold_tenths), await listGoldMovementsOfOrder(trx, input.orderId));
  if (position.heldTenths <= 0) return "none";
  const { recorded } = await recordLocked(trx, {
    kind: "released",
    tenths: position.heldTenths,
    orderId: input.orderId,
    operatorId: input.operatorId,
    reason: input.why,
    key: `release:${input.orderId}`,
    now: input.now,
  });
  if (recorded) await reserveWaitingLocked(trx, input.now);
  return recorded ? "released" : "none";
}

export type OrderGold = ReturnType<typeof orderGoldPosition> & {
  waiting: boolean;
  deliveries: GoldMovement[];
};

/** An order's gold: ordered, held, delivered, whether it waits for stock, and each delivery. */
export async function orderGold(db: Executor, orderId: string, orderedTenths: number): Promise<OrderGold> {
  const movements = await listGoldMovementsOfOrder(db, orderId);
  const position = orderGoldPosition(orderedTenths, movements);
  const waiting = position.state === "unreserved" && (await isGoldOrderWaiting(db, orderId));
  return { ...position, waiting, deliveries: movements.filter((movement) => movement.kind === "delivered") };
}

/**
 * Gold traded to the buyer, from what the order holds: a part or the rest, from a named account, at
 * the time it happened. Refused (with the reason) for more than is held or for an order not reserved.
 */
export async function deliverGoldIn(
  trx: Trx,
  input: { orderId: string; tenths: number; account: string; deliveredAt: Date; operatorId: string; now: Date },
): Promise<{ complete: boolean; position: OrderGold }> {
  const account = checkGoldAccount(input.account);
  if (!account.ok) throw new AppError("bad_request:gold", account.reason);
  if (input.deliveredAt.getTime() > input.now.getTime() + 60_000) {
    throw new AppError("bad_request:gold", "A delivery cannot be recorded in the future.");
  }
  const row = await getOrderRowById(trx, input.orderId);
  if (!row) throw new AppError("not_found:gold", "No such order.");
  await lockGoldStock(trx);
  const ordered = Number(row.gold_tenths);
  const decision = decideDelivery(
    orderGoldPosition(ordered, await listGoldMovementsOfOrder(trx, input.orderId)),
    input.tenths,
  );
  if (!decision.ok) throw new AppError("conflict:gold", decision.reason);
  await recordLocked(trx, {
    kind: "delivered",
    tenths: decision.tenths,
    orderId: input.orderId,
    account: account.value,
    operatorId: input.operatorId,
    happenedAt: input.deliveredAt,
    now: input.now,
  });
  return { complete: decision.complete, position: await orderGold(trx, input.orderId, ordered) };
}
