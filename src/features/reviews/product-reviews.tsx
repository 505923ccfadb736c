import { type PublicReview, type ReviewSort, sortReviews } from "@/domain/reviews/review-rules";
import { ShopLink } from "@/features/navigation/shop-link";
import { HelpfulVote } from "./helpful-vote";
import { ReviewCard } from "./review-card";
import { SortedReviews } from "./sorted-reviews";

const SORTS: readonly { value: ReviewSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "helpful", label: "Most helpful" },
];

/** The sort's radio buttons, for SortedReviews to listen to. */
function SortOptions() {
  return (
    <>
      <legend className="sr-only">Sort reviews</legend>
      {SORTS.map((option) => (
        <label
          key={option.value}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-line px-3 text-parchment-muted has-[:checked]:border-gold/50 has-[:checked]:text-gold has-[:disabled]:cursor-default has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
        >
          <input
            type="radio"
            name="review-sort"
            value={option.value}
            defaultChecked={option.value === "newest"}
            data-testid={`review-sort-${option.value}`}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </>
  );
}

/** Where each review of the newest-first list stands when the most helpful come first. */
function helpfulOrder(reviews: PublicReview[]): number[] {
  const newest = sortReviews(reviews, "newest");
  return sortReviews(reviews, "helpful").map((review) => newest.indexOf(review));
}

/**
 * A product page's published reviews, newest or most helpful first (the visitor's choice). Drawn on
 * the server; only the sort (SortedReviews) and the Helpful button run in the browser.
 */
export function ProductReviews({ reviews, productName }: { reviews: PublicReview[]; productName: string }) {
  const heading = (
    <h2 id="product-reviews-title" className="font-display text-2xl font-bold text-parchment">
      Reviews of {productName}
    </h2>
  );
  return (
    <section
      aria-labelledby="product-reviews-title"
      data-testid="product-reviews"
      className="mx-auto max-w-7xl px-4 pb-12 sm:px-6"
    >
      {reviews.length === 0 ? (
        <>
          {heading}
          <p className="mt-3 text-parchment-muted" data-testid="product-reviews-empty">
            No reviews of this product yet: buyers are invited to write one once their order is delivered.{" "}
            <ShopLink href="/reviews" className="text-gold underline underline-offset-2">
              All reviews
            </ShopLink>
          </p>
        </>
      ) : (
        <>
          <SortedReviews
            heading={heading}
            sortOptions={reviews.length > 1 ? <SortOptions /> : null}
            newest={sortReviews(reviews, "newest").map((review) => ({
              id: review.id,
              card: <ReviewCard review={review} footer={<HelpfulVote review={review} />} />,
            }))}
            helpfulOrder={helpfulOrder(reviews)}
          />
          <p className="mt-4 text-sm">
            <ShopLink href="/reviews" className="text-gold underline underline-offset-2">
              All reviews of the shop
            </ShopLink>
          </p>
        </>
      )}
    </section>
  );
}
