import { type PublicReview, REVIEW_HISTORY, type ShopRating } from "@/domain/reviews/review-rules";
import { describeRating } from "@/domain/trust/review-rating";
import { ShopLink } from "@/features/navigation/shop-link";
import { HelpfulVote } from "./helpful-vote";
import { ReviewCard } from "./review-card";
import { ReviewStars } from "./review-stars";

/** /reviews and /reviews/page/N: where the rating comes from, then one page of published reviews. */
export function ReviewsPage({
  rating,
  reviews,
  page,
  pageCount,
  publishedCount,
}: {
  rating: ShopRating;
  reviews: PublicReview[];
  page: number;
  pageCount: number;
  publishedCount: number;
}) {
  const pagePath = (n: number) => (n === 1 ? "/reviews" : `/reviews/page/${n}`);
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-7xl flex-1 px-4 pb-16 pt-28 sm:px-6 lg:pt-32"
      data-testid="reviews-page"
    >
      <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">Reviews</h1>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ReviewStars rating={Math.round(rating.value)} className="size-5" />
        <p className="text-lg text-parchment" data-testid="reviews-rating">
          {describeRating(rating)}
        </p>
      </div>
      <div className="mt-4 grid max-w-3xl gap-2 text-parchment-muted" data-testid="reviews-history">
        <p>
          {REVIEW_HISTORY.count} of these reviews, averaging {REVIEW_HISTORY.value.toFixed(1)}, are the shop&apos;s
          imported history: they were collected before reviews were collected here, and are not listed below.
        </p>
        <p>
          Every review below was written by the buyer of a delivered order, one per order, and checked by us before it
          appears. The rating shown across the shop is worked out from both: ({REVIEW_HISTORY.value.toFixed(1)} ×{" "}
          {REVIEW_HISTORY.count} + the stars of the {publishedCount} published{" "}
          {publishedCount === 1 ? "review" : "reviews"}) ÷ ({REVIEW_HISTORY.count} + {publishedCount}), to one decimal.
        </p>
      </div>
      {reviews.length === 0 ? (
        <p className="mt-10 text-parchment-muted" data-testid="reviews-empty">
          No reviews have been published here yet.
        </p>
      ) : (
        <ul className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id} className="grid">
              <ReviewCard review={review} footer={<HelpfulVote review={review} />} />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label="Review pages" className="mt-8 flex flex-wrap items-center gap-3 text-sm">
          {page > 1 && (
            <ShopLink href={pagePath(page - 1)} rel="prev" className="text-gold underline underline-offset-2">
              Newer reviews
            </ShopLink>
          )}
          <span className="text-parchment-muted">
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <ShopLink href={pagePath(page + 1)} rel="next" className="text-gold underline underline-offset-2">
              Older reviews
            </ShopLink>
          )}
        </nav>
      )}
    </main>
  );
}
