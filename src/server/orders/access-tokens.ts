import "server-only";
import type { Kysely, Transaction } from "kysely";
import { accessTokenSchema, orderReferenceSchema } from "@/domain/api/order-tracking";
import { hashSecret, newSecretToken } from "../admin/secret-tokens";
import type { Database } from "../db/schema";

/*
 * Links to an order's private page (issue 18). Each link handed out (the checkout's confirmation,
 * the receipt, a lookup email, a step email) gets its own random token; only its hash is stored,
 * so the database alone opens no page. Checking a link is one primary-key read by the token's
 * hash, then a comparison of the reference: the same work whether the reference exists or not.
 */

export type AccessPurpose = "checkout" | "receipt" | "manual" | "lookup" | "step";

/** A new token for the order, stored hashed in the caller's transaction; the raw token is returned once. */
export async function issueAccessToken(
  db: Kysely<Database> | Transaction<Database>,
  input: { orderId: string; purpose: AccessPurpose; now: Date },
): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto("order_access_tokens")
    .values({
      token_hash: hashSecret(token),
      order_id: input.orderId,
      purpose: input.purpose,
      created_at: input.now.toISOString(),
    })
    .execute();
  return token;
}

/** The order's id when the token opens that reference; null for anything else, malformed input included. */
export async function orderIdForAccess(
  db: Kysely<Database> | Transaction<Database>,
  reference: unknown,
  token: unknown,
): Promise<string | null> {
  const parsedToken = accessTokenSchema.safeParse(token);
  // A malformed token is hashed anyway and looked up, so a bad one costs what a wrong one does.
  const hash = hashSecret(parsedToken.success ? parsedToken.data : "-");
  const row = await db
    .selectFrom("order_access_tokens")
    .innerJoin("orders", "orders.id", "order_access_tokens.order_id")
    .select(["orders.id", "orders.reference"])
    .where("order_access_tokens.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row || !parsedToken.success || !orderReferenceSchema.safeParse(reference).success) return null;
  return row.reference === reference ? row.id : null;
}
