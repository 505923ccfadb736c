import "server-only";
import type { ReviewModeration } from "@/domain/api/reviews";
import type { OrderLine } from "@/domain/checkout/reprice";
import {
  type ModeratedReview,
  normaliseReviewText,
  reviewDisplayName,
  reviewEligibility,
  reviewSkus,
} from "@/domain/reviews/review-rules";
import { catalogue } from "../catalogue/catalogue-store";
import { database, type Executor } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { getOrderRowById } from "../db/queries/orders";
import {
  addHelpfulVote,
  getReviewById,
  getReviewByOrderId,
  insertReview,
  listReviewsByStatus,
  type ReviewStatus,
  type StoredReview,
  setReviewStatus,
} from "../db/queries/reviews";
import { AppError } from "../http/errors";

/*
 * Customers' reviews (ADR 0032): written by an order's buyer from its private page once it is
 * delivered (the route has already proved the link), one per order; moderated in the back office,
 * each decision audited in its transaction; "helpful" once per voter.
 */

export const REVIEW_NOT_DELIVERED = "You can review this order once it has been delivered.";
export const REVIEW_ALREADY_SENT = "This order already has its review. Thank you!";

/** The order's review state as its page shows it: may it be reviewed, or was it. */
export type OrderReviewState = "open" | "not_delivered" | "sent";

export async function orderReviewState(orderId: string): Promise<OrderReviewState> {
  const { db } = await database();
  const [order, review] = await Promise.all([getOrderRowById(db, orderId), getReviewByOrderId(db, orderId)]);
  if (!order) return "not_delivered";
  const eligibility = reviewEligibility({ fulfilment: order.fulfilment, hasReview: review !== undefined });
  return eligibility.kind === "open" ? "open" : eligibility.kind === "already_reviewed" ? "sent" : "not_delivered";
}

/** Stores the order's one review as pending; 403 before delivery, 409 once it has one. */
export async function submitReview(
  orderId: string,
  input: { rating: number; title?: string; body: string },
  now = new Date(),
): Promise<void> {
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const order = await getOrderRowById(trx, orderId);
    if (!order) throw new AppError("not_found:review", "There is no such order.");
    const eligibility = reviewEligibility({
      fulfilment: order.fulfilment,
      hasReview: (await getReviewByOrderId(trx, orderId)) !== undefined,
    });
    if (eligibility.kind === "not_delivered") throw new AppError("forbidden:review", REVIEW_NOT_DELIVERED);
    if (eligibility.kind === "already_reviewed") throw new AppError("conflict:review", REVIEW_ALREADY_SENT);
    const title = normaliseReviewText(input.title ?? "").replace(/\n+/g, " ");
    const body = normaliseReviewText(input.body);
    if (body === "") throw new AppError("bad_request:review", "Write a few words.");
    const inserted = await insertOnce(trx, orderId, order.lines_json, order.name, {
      rating: input.rating,
      title: title === "" ? null : title,
      body,
      now,
    });
    // A concurrent post for the same order got there first: the unique order_id kept one.
    if (!inserted) throw new AppError("conflict:review", REVIEW_ALREADY_SENT);
  });
}

async function insertOnce(
  trx: Executor,
  orderId: string,
  linesJson: string,
  orderName: string,
  review: { rating: number; title: string | null; body: string; now: Date },
): Promise<boolean> {
  const lines = JSON.parse(linesJson) as OrderLine[];
  return insertReview(trx, {
    id: crypto.randomUUID(),
    orderId,
    skus: reviewSkus(lines),
    rating: review.rating,
    title: review.title,
    body: review.body,
    displayName: reviewDisplayName(orderName),
    createdAt: review.now.toISOString(),
  });
}

/** One "helpful" per voter on a published review; answers its count now. 404 for anything else. */
export async function voteHelpful(
  reviewId: string,
  voterHash: string,
  now = new Date(),
): Promise<{ helpfulCount: number; counted: boolean }> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const review = await getReviewById(trx, reviewId);
    if (review?.status !== "published") throw reviewNotFound();
    const counted = await addHelpfulVote(trx, { reviewId, voterHash, at: now.toISOString() });
    return { helpfulCount: review.helpfulCount + (counted ? 1 : 0), counted };
  });
}

export function reviewNotFound(): AppError {
  return new AppError("not_found:review", "There is no such review.");
}

const MOVES: Record<
  ReviewModeration,
  {
    from: readonly ReviewStatus[];
    to: ReviewStatus;
    action: "REVIEW_PUBLISHED" | "REVIEW_REJECTED" | "REVIEW_UNPUBLISHED";
  }
> = {
  publish: { from: ["pending", "rejected"], to: "published", action: "REVIEW_PUBLISHED" },
  reject: { from: ["pending"], to: "rejected", action: "REVIEW_REJECTED" },
  unpublish: { from: ["published"], to: "rejected", action: "REVIEW_UNPUBLISHED" },
};

/** An operator's decision on a review, audited in the same transaction; 409 when it is not in a state it applies to. */
export async function moderateReview(input: {
  reviewId: string;
  action: ReviewModeration;
  operatorId: string;
  now: Date;
}): Promise<{ status: ReviewStatus }> {
  const move = MOVES[input.action];
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const review = await getReviewById(trx, input.reviewId);
    if (!review) throw new AppError("not_found:admin-review", "There is no review with this id.");
    const at = input.now.toISOString();
    const moved = await setReviewStatus(trx, {
      id: review.id,
      from: move.from,
      to: move.to,
      at,
      operatorId: input.operatorId,
    });
    if (!moved) throw new AppError("conflict:admin-review", `This review is ${review.status}: reload the list.`);
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: move.action,
        targetType: "review",
        targetId: review.id,
        before: { status: review.status },
        after: { status: move.to, rating: review.rating },
      },
      input.now,
    );
    return { status: move.to };
  });
}

export type ModerationLists = { pending: ModeratedReview[]; published: ModeratedReview[] };

const MODERATION_LIST_LIMIT = 200;

/** The back office's page: the pending reviews to decide on, and the published ones (newest first). */
export async function moderationLists(): Promise<ModerationLists> {
  const { db } = await database();
  const [pending, published, snapshot] = await Promise.all([
    listReviewsByStatus(db, "pending", MODERATION_LIST_LIMIT),
    listReviewsByStatus(db, "published", MODERATION_LIST_LIMIT),
    catalogue(),
  ]);
  const view = (review: StoredReview & { orderReference: string | null }): ModeratedReview => ({
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    displayName: review.displayName,
    createdAt: review.createdAt,
    helpfulCount: review.helpfulCount,
    orderId: review.orderId,
    orderReference: review.orderReference,
    products: review.skus.map((sku) => snapshot.bySku.get(sku)?.product.name ?? sku),
  });
  return { pending: pending.map(view), published: published.map(view) };
}
