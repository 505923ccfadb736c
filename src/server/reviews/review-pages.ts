import "server-only";
import {
  HISTORY_RATING,
  type PublicReview,
  REVIEWS_PER_PAGE,
  type ShopRating,
  shopRating,
} from "@/domain/reviews/review-rules";
import { requestInvalidation } from "../catalogue/page-invalidation";
import { database } from "../db/database";
import {
  getPublishedTotals,
  listPublishedReviews,
  listPublishedReviewsOfSku,
  type StoredReview,
} from "../db/queries/reviews";
import { isBuildPhase } from "../env";
import { log } from "../log";
import { errorMessage } from "../logger";

/*
 * What the shop's pages show of the reviews (ADR 0032). The pages stay prerendered: they read
 * the database only when they are rendered (at the first visit after a drop), and `next build`
 * renders them with the history alone (no database then). A watch on every instance polls the
 * published reviews' totals and, when they move (a review published or unpublished, here or on
 * another instance), drops the cached pages the way a catalogue change does, so every page shows
 * the new rating, in its words and its JSON-LD alike, within seconds.
 */

export const REVIEW_WATCH_INTERVAL_MS = 2_000;
/** How many reviews a product page carries (newest first; the page sorts them by helpfulness too). */
const PRODUCT_REVIEWS = 30;
const HOME_REVIEWS = 3;

function toPublic(review: StoredReview): PublicReview {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    displayName: review.displayName,
    createdAt: review.createdAt,
    helpfulCount: review.helpfulCount,
  };
}

/** The shop's rating now: the history plus the published reviews (the history alone while building). */
export async function currentShopRating(): Promise<ShopRating> {
  if (isBuildPhase) return HISTORY_RATING;
  const { db } = await database();
  return shopRating(await getPublishedTotals(db));
}

/** A product page's reviews and the rating beside them. */
export async function productReviews(sku: string): Promise<{ rating: ShopRating; reviews: PublicReview[] }> {
  if (isBuildPhase) return { rating: HISTORY_RATING, reviews: [] };
  const { db } = await database();
  const [totals, reviews] = await Promise.all([
    getPublishedTotals(db),
    listPublishedReviewsOfSku(db, sku, PRODUCT_REVIEWS),
  ]);
  return { rating: shopRating(totals), reviews: reviews.map(toPublic) };
}

/** The home page's few newest reviews and the rating. */
export async function homeReviews(): Promise<{ rating: ShopRating; reviews: PublicReview[] }> {
  if (isBuildPhase) return { rating: HISTORY_RATING, reviews: [] };
  const { db } = await database();
  const [totals, reviews] = await Promise.all([
    getPublishedTotals(db),
    listPublishedReviews(db, { limit: HOME_REVIEWS, offset: 0 }),
  ]);
  return { rating: shopRating(totals), reviews: reviews.map(toPublic) };
}

/** One page of /reviews (1-based), the rating, and how many are published. */
export async function reviewsPage(
  page: number,
): Promise<{ rating: ShopRating; reviews: PublicReview[]; publishedCount: number }> {
  if (isBuildPhase) return { rating: HISTORY_RATING, reviews: [], publishedCount: 0 };
  const { db } = await database();
  const [totals, reviews] = await Promise.all([
    getPublishedTotals(db),
    listPublishedReviews(db, { limit: REVIEWS_PER_PAGE, offset: (page - 1) * REVIEWS_PER_PAGE }),
  ]);
  return { rating: shopRating(totals), reviews: reviews.map(toPublic), publishedCount: totals.count };
}

/** The build renders with no reviews: the stamp its pages carry. */
const BUILD_STAMP = "0|0|";

const WATCH_KEY = Symbol.for("runeforge.review-watch");
type WatchState = { timer?: NodeJS.Timeout; stamp: string; failing: boolean; busy: boolean };

function watchState(): WatchState {
  const holder = globalThis as typeof globalThis & { [WATCH_KEY]?: WatchState };
  holder[WATCH_KEY] ??= { stamp: BUILD_STAMP, failing: false, busy: false };
  return holder[WATCH_KEY];
}

async function checkReviews(state: WatchState): Promise<void> {
  const { db } = await database();
  const totals = await getPublishedTotals(db);
  const stamp = `${totals.count}|${totals.ratingSum}|${totals.lastModeratedAt ?? ""}`;
  if (stamp === state.stamp) return;
  // Every page shows the rating (hero, product pages, structured data): all of them are dropped.
  await requestInvalidation({ kind: "everything" });
  state.stamp = stamp;
  log.info({ published: totals.count }, "reviews changed: cached pages dropped");
}

/** Once per process: polls the published reviews' totals and drops the pages when they move. */
export function startReviewWatch(intervalMs = REVIEW_WATCH_INTERVAL_MS): void {
  const state = watchState();
  if (state.timer) return;
  state.timer = setInterval(() => {
    if (state.busy) return;
    state.busy = true;
    checkReviews(state)
      .then(
        () => {
          if (state.failing) log.info("review watch: works again");
          state.failing = false;
        },
        (error) => {
          // Tried again on the next tick: the stamp is kept only once the pages were dropped.
          if (!state.failing) log.warn({ reason: errorMessage(error) }, "review watch: could not check, retrying");
          state.failing = true;
        },
      )
      .finally(() => {
        state.busy = false;
      });
  }, intervalMs);
  state.timer.unref();
}
