/*
 * Reviews as the shop stores them: a delivered order with its private link, and its buyer's
 * review sent through the service. Server modules are imported when called, so a test file may set
 * its environment first.
 */

/** A delivered card order (the fire cape) and a token of its private page. */
export async function seedDeliveredOrder(
  seed: { name?: string; fulfilment?: "delivered" | "queued" | "in_progress" } = {},
): Promise<{ id: string; reference: string; token: string }> {
  const { seedOrder } = await import("./admin-orders");
  const { getDatabase } = await import("@/server/db/client");
  const { issueAccessToken } = await import("@/server/orders/access-tokens");
  const order = await seedOrder({
    fulfilment: seed.fulfilment ?? "delivered",
    ...(seed.name ? { name: seed.name } : {}),
  });
  const token = await issueAccessToken(getDatabase().db, { orderId: order.id, purpose: "checkout", now: new Date() });
  return { ...order, token };
}

/** A delivered order's pending review; answers its id. */
export async function seedPendingReview(rating = 5, body = "Quick and friendly."): Promise<string> {
  const { submitReview } = await import("@/server/reviews/reviews");
  const { getDatabase } = await import("@/server/db/client");
  const order = await seedDeliveredOrder();
  await submitReview(order.id, { rating, body });
  const row = await getDatabase()
    .db.selectFrom("reviews")
    .select("id")
    .where("order_id", "=", order.id)
    .executeTakeFirstOrThrow();
  return row.id;
}
