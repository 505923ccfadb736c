import "server-only";
import { ORDER_LINK_EXPIRED, ORDER_NOT_FOUND } from "@/domain/api/order-tracking";
import { ORDER_TOKEN_PARAM } from "@/domain/api/order-tracking-names";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { hashSecret } from "../admin/secret-tokens";
import { database } from "../db/database";
import { AppError } from "../http/errors";
import { openOrderTracking, orderAccessForLink, trackingViewById } from "./order-tracking";

/*
 * What the order page's API routes share: the token from the address, and one answer
 * for every link that opens nothing. An unknown reference and a wrong, missing or malformed token
 * do the same work (one read by the token's hash, see access-tokens.ts) and get the same 404. A
 * real link of this order past its lifetime gets 410, so the page can offer a fresh one.
 */

/** Never kept by a shared cache: the answer is one customer's order. */
export const PRIVATE_NO_STORE = { "cache-control": "private, no-store" } as const;

export function orderNotFound(): AppError {
  return new AppError(ORDER_NOT_FOUND.code, ORDER_NOT_FOUND.message, { headers: PRIVATE_NO_STORE });
}

export function orderLinkExpired(): AppError {
  return new AppError(ORDER_LINK_EXPIRED.code, ORDER_LINK_EXPIRED.message, { headers: PRIVATE_NO_STORE });
}

/** The order the link opens, or the one 404, or the 410 of an expired link. */
export async function openOrderOrNotFound(
  reference: string,
  token: unknown,
): Promise<{ orderId: string; view: OrderTrackingView }> {
  const opened = await openOrderTracking(reference, token);
  if (opened.kind === "expired") throw orderLinkExpired();
  if (opened.kind === "none") throw orderNotFound();
  return opened;
}

/** The order the link opens (one read), or the one 404, or the 410: a stream checks its cap before reading the view. */
export async function orderIdOrNotFound(reference: string, token: unknown): Promise<string> {
  const access = await orderAccessForLink(reference, token);
  if (access.kind === "expired") throw orderLinkExpired();
  if (access.kind === "none") throw orderNotFound();
  return access.orderId;
}

/** The order's view; the 404 if it went meanwhile. */
export async function trackingViewOrNotFound(orderId: string): Promise<OrderTrackingView> {
  const view = await trackingViewById((await database()).db, orderId);
  if (!view) throw orderNotFound();
  return view;
}

/**
 * One link's key among the open streams (a hash: no token is kept in memory): a link with as many
 * streams open as its order may have is refused before the database is asked anything.
 */
export function streamLinkKey(reference: string, token: string | null): string {
  return hashSecret(`${reference}\n${token ?? ""}`);
}

/** The token of a GET: the `k` query parameter (null when missing). */
export function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get(ORDER_TOKEN_PARAM);
}
