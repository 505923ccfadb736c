import "server-only";
import { sql } from "kysely";
import type { Executor } from "../database";
import type { ReviewsTable } from "../schema";

/*
 * Every write on reviews and review_votes (paired: a vote raises its review's count). One review
 * per order is the unique order_id: an insert that meets it writes nothing, so concurrent posts
 * leave exactly one. One vote per review and voter is the votes' primary key, likewise.
 */

export type ReviewStatus = "pending" | "published" | "rejected";

export type StoredReview = {
  id: string;
  orderId: string;
  skus: string[];
  rating: number;
  title: string | null;
  body: string;
  displayName: string;
  status: ReviewStatus;
  helpfulCount: number;
  createdAt: string;
  moderatedAt: string | null;
  moderatedBy: string | null;
};

type ReviewRow = Omit<ReviewsTable, "status" | "helpful_count"> & { status: ReviewStatus; helpful_count: number };

function parseSkus(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((sku): sku is string => typeof sku === "string") : [];
  } catch {
    return [];
  }
}

function toReview(row: ReviewRow): StoredReview {
  return {
    id: row.id,
    orderId: row.order_id,
    skus: parseSkus(row.skus_json),
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    displayName: row.display_name,
    status: row.status,
    helpfulCount: Number(row.helpful_count),
    createdAt: row.created_at,
    moderatedAt: row.moderated_at,
    moderatedBy: row.moderated_by,
  };
}

/** Stores a pending review; false (nothing written) when the order already has one. */
export async function insertReview(
  db: Executor,
  review: {
    id: string;
    orderId: string;
    skus: readonly string[];
    rating: number;
    title: string | null;
    body: string;
    displayName: string;
    createdAt: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto("reviews")
    .values({
      id: review.id,
      order_id: review.orderId,
      skus_json: JSON.stringify(review.skus),
      rating: review.rating,
      title: review.title,
      body: review.body,
      display_name: review.displayName,
      status: "pending",
      helpful_count: 0,
      created_at: review.createdAt,
      moderated_at: null,
      moderated_by: null,
    })
    .onConflict((conflict) => conflict.column("order_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function getReviewById(db: Executor, id: string): Promise<StoredReview | undefined> {
  const row = await db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toReview(row as ReviewRow);
}

export async function getReviewByOrderId(db: Executor, orderId: string): Promise<StoredReview | undefined> {
  const row = await db.selectFrom("reviews").selectAll().where("order_id", "=", orderId).executeTakeFirst();
  return row && toReview(row as ReviewRow);
}

/** Moves a review from one of `from` to `to`; false when it was in none of them (a racing operator won). */
export async function setReviewStatus(
  db: Executor,
  input: { id: string; from: readonly ReviewStatus[]; to: ReviewStatus; at: string; operatorId: string },
): Promise<boolean> {
  const result = await db
    .updateTable("reviews")
    .set({ status: input.to, moderated_at: input.at, moderated_by: input.operatorId })
    .where("id", "=", input.id)
    .where("status", "in", [...input.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The reviews in one status with their order's reference, newest first (the back office's lists). */
export async function listReviewsByStatus(
  db: Executor,
  status: ReviewStatus,
  limit: number,
): Promise<(StoredReview & { orderReference: string | null })[]> {
  const rows = await db
    .selectFrom("reviews")
    .leftJoin("orders", "orders.id", "reviews.order_id")
    .selectAll("reviews")
    .select("orders.reference as order_reference")
    .where("reviews.status", "=", status)
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toReview(row as unknown as ReviewRow), orderReference: row.order_reference }));
}

/** A page of the published reviews, newest first. */
export async function listPublishedReviews(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<StoredReview[]> {
  const rows = await db
    .selectFrom("reviews")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => toReview(row as ReviewRow));
}

/** The published reviews about one product (a SKU is [a-z0-9-], so it is matched as it is written). */
export async function listPublishedReviewsOfSku(db: Executor, sku: string, limit: number): Promise<StoredReview[]> {
  const rows = await db
    .selectFrom("reviews")
    .selectAll()
    .where("status", "=", "published")
    .where("skus_json", "like", `%${JSON.stringify(sku)}%`)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => toReview(row as ReviewRow));
}

/** How many are published, their stars added up, and the latest moderation among them. */
export async function getPublishedTotals(
  db: Executor,
): Promise<{ count: number; ratingSum: number; lastModeratedAt: string | null }> {
  const row = await db
    .selectFrom("reviews")
    .select([
      sql<number | string>`count(*)`.as("count"),
      sql<number | string | null>`sum(rating)`.as("rating_sum"),
      sql<string | null>`max(moderated_at)`.as("last_moderated_at"),
    ])
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    ratingSum: Number(row.rating_sum ?? 0),
    lastModeratedAt: row.last_moderated_at,
  };
}

/** Records a voter's "helpful" once and raises the review's count; false when they had already voted. */
export async function addHelpfulVote(
  db: Executor,
  vote: { reviewId: string; voterHash: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto("review_votes")
    .values({ review_id: vote.reviewId, voter_hash: vote.voterHash, created_at: vote.at })
    .onConflict((conflict) => conflict.columns(["review_id", "voter_hash"]).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await db
    .updateTable("reviews")
    .set((eb) => ({ helpful_count: eb("helpful_count", "+", 1) }))
    .where("id", "=", vote.reviewId)
    .execute();
  return true;
}
