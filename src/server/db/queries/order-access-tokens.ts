import "server-only";
import type { Executor } from "../database";
import type { OrderAccessTokensTable } from "../schema";

/* Every write on order_access_tokens: the hashes of the links handed out to an order's private page. */

export async function insertAccessToken(
  db: Executor,
  input: { tokenHash: string; orderId: string; purpose: OrderAccessTokensTable["purpose"]; at: string },
): Promise<void> {
  await db
    .insertInto("order_access_tokens")
    .values({
      token_hash: input.tokenHash,
      order_id: input.orderId,
      purpose: input.purpose,
      created_at: input.at,
    })
    .execute();
}

/** The order a token's hash opens, with its reference and when the token was made (one primary-key read). */
export async function getAccessByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom("order_access_tokens")
    .innerJoin("orders", "orders.id", "order_access_tokens.order_id")
    .select(["orders.id", "orders.reference", "order_access_tokens.created_at"])
    .where("order_access_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
}
