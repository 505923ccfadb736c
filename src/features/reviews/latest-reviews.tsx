import type { PublicReview } from "@/domain/reviews/review-rules";
import { ShopLink } from "@/features/navigation/shop-link";
import { ReviewCard } from "./review-card";

/** The home page's few newest published reviews; nothing when there are none yet. */
export function LatestReviews({ reviews }: { reviews: PublicReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section
      aria-labelledby="latest-reviews-title"
      data-testid="latest-reviews"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
    >
      <h2 id="latest-reviews-title" className="font-display text-3xl font-bold text-parchment">
        What buyers say
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} className="grid">
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <ShopLink href="/reviews" className="text-gold underline underline-offset-2">
          All reviews
        </ShopLink>
      </p>
    </section>
  );
}
