import "server-only";
import { accessTokenSchema, orderReferenceSchema } from "@/domain/api/order-tracking";
import { isOrderLinkExpired } from "@/domain/orders/order-link-lifetime";
import { hashSecret, newSecretToken } from "../admin/secret-tokens";
import { catalogue } from "../catalogue/catalogue-store";
import type { Executor } from "../db/database";
import { getAccessByTokenHash, insertAccessToken } from "../db/queries/order-access-tokens";

/*
 * Links to an order's private page. Each link handed out (the checkout's confirmation,
 * the receipt, a lookup email, a step email) gets its own random token; only its hash is stored,
 * so the database alone opens no page. Checking a link is one primary-key read by the token's
 * hash, then a comparison of the reference: the same work whether the reference exists or not.
 * A link opens its order for the operator's number of days from when it was made.
 */

export type AccessPurpose = "checkout" | "receipt" | "manual" | "lookup" | "step";

/** A new token for the order, stored hashed in the caller's transaction; the raw token is returned once. */
export async function issueAccessToken(
  db: Executor,
  input: { orderId: string; purpose: AccessPurpose; now: Date },
): Promise<string> {
  const token = newSecretToken();
  await insertAccessToken(db, {
    tokenHash: hashSecret(token),
    orderId: input.orderId,
    purpose: input.purpose,
    at: input.now.toISOString(),
  });
  return token;
}

/** What a link opens: its order, nothing, or (for a real token of this very reference) nothing any more. */
export type OrderAccess = { kind: "open"; orderId: string } | { kind: "expired" } | { kind: "none" };

/** The lifetime links have now (the operator's `order_link_days`, from the catalogue's settings). */
export async function orderLinkRule(now = new Date()): Promise<{ now: Date; lifetimeDays: number }> {
  return { now, lifetimeDays: (await catalogue()).settings.orderLinkDays };
}

/**
 * What the token opens for that reference, malformed input included ("none"). "expired" is said
 * only for a token that is real and names this reference: it tells the holder what they already
 * know (they were given a link), and an unknown or wrong token still gets "none" after the same read.
 */
export async function checkOrderAccess(
  db: Executor,
  reference: unknown,
  token: unknown,
  rule: { now: Date; lifetimeDays: number },
): Promise<OrderAccess> {
  const parsedToken = accessTokenSchema.safeParse(token);
  // A malformed token is hashed anyway and looked up, so a bad one costs what a wrong one does.
  const hash = hashSecret(parsedToken.success ? parsedToken.data : "-");
  const row = await getAccessByTokenHash(db, hash);
  if (!row || !parsedToken.success || !orderReferenceSchema.safeParse(reference).success) return { kind: "none" };
  if (row.reference !== reference) return { kind: "none" };
  if (isOrderLinkExpired({ createdAt: row.created_at, ...rule })) return { kind: "expired" };
  return { kind: "open", orderId: row.id };
}

/** The order's id when the token opens that reference now; null for anything else, an expired link included. */
export async function orderIdForAccess(
  db: Executor,
  reference: unknown,
  token: unknown,
  now = new Date(),
): Promise<string | null> {
  const access = await checkOrderAccess(db, reference, token, await orderLinkRule(now));
  return access.kind === "open" ? access.orderId : null;
}
