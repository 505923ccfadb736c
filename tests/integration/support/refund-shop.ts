import { type FakeSquare, signSquare } from "../../support/fake-square";
import { seedOrder } from "./admin-orders";

/*
 * What the back-office refund tests share: the shop's refund service and webhook routes (loaded
 * once env points at the stand-ins, as the server reads its keys when first imported), an order
 * paid through the Square stand-in, and reads of the rows a refund writes.
 */

/** The fire cape order the refund tests seed: $31.50. */
export const REFUND_TOTAL_CENTS = 3_150;

export async function loadRefundShop() {
  await (await import("@/server/db/migrate")).ensureDatabaseReady();
  return {
    refundOrder: (await import("@/server/admin/orders/refund-order")).refundOrder,
    cancelOrder: (await import("@/server/admin/orders/cancel-order")).cancelOrder,
    recordManualPayment: (await import("@/server/admin/orders/record-payment")).recordManualPayment,
    setFulfilment: (await import("@/server/admin/orders/order-actions")).setFulfilment,
    orderDetail: (await import("@/server/admin/orders/order-detail")).orderDetail,
    auditOf: (await import("@/server/db/queries/audit-log")).auditOf,
    getDatabase: (await import("@/server/db/client")).getDatabase,
    AppError: (await import("@/server/http/errors")).AppError,
    stripeWebhook: (await import("@/app/api/stripe/webhook/route")).POST,
    squareWebhook: (await import("@/app/api/square/webhook/route")).POST,
  };
}

export type RefundShop = Awaited<ReturnType<typeof loadRefundShop>>;

/** A paid Square order in the shop, its payment made at the stand-in. */
export async function seedSquareOrder(square: FakeSquare) {
  const { orderId, paymentId } = square.addPayment(REFUND_TOTAL_CENTS);
  const order = await seedOrder({ provider: "square", method: "square", providerRef: orderId, paymentRef: paymentId });
  return { ...order, paymentId, squareOrderId: orderId };
}

/** Helpers over the shop a test file loads in beforeAll (hence the getter). */
export function refundHelpers(shop: () => RefundShop) {
  return {
    /** The AppError a refused call throws, as code, status and message. */
    async refused(promise: Promise<unknown>) {
      const error = await promise.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      if (!(error instanceof shop().AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
      return { code: error.code, status: error.status, message: error.message };
    },

    /** Opens the pool's connections (PostgreSQL) first, so racing calls really run together. */
    async warmConnections() {
      const { db } = shop().getDatabase();
      await Promise.all(Array.from({ length: 10 }, () => db.selectFrom("orders").select("id").limit(1).execute()));
    },

    orderRow(id: string) {
      return shop().getDatabase().db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    },

    refundRows(id: string) {
      return shop()
        .getDatabase()
        .db.selectFrom("order_refunds")
        .selectAll()
        .where("order_id", "=", id)
        .orderBy("created_at")
        .execute();
    },

    /** Square's webhook through the real route, signed as Square signs it unless a signature is given. */
    postSquare(body: string, signature = signSquare(body)) {
      return shop().squareWebhook(
        new Request("http://127.0.0.1:3000/api/square/webhook", {
          method: "POST",
          headers: { "content-type": "application/json", "x-square-hmacsha256-signature": signature },
          body,
        }),
        undefined,
      );
    },
  };
}
