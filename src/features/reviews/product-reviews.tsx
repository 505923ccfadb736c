"use client";

import { useState } from "react";
import { type PublicReview, type ReviewSort, sortReviews } from "@/domain/reviews/review-rules";
import { ShopLink } from "@/features/navigation/shop-link";
import { HelpfulButton } from "./helpful-button";
import { ReviewCard } from "./review-card";

const SORTS: readonly { value: ReviewSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "helpful", label: "Most helpful" },
];

/** A product page's published reviews, newest or most helpful first (the visitor's choice). */
export function ProductReviews({ reviews, productName }: { reviews: PublicReview[]; productName: string }) {
  const [sort, setSort] = useState<ReviewSort>("newest");
  const shown = sortReviews(reviews, sort);
  return (
    <section
      aria-labelledby="product-reviews-title"
      data-testid="product-reviews"
      className="mx-auto max-w-7xl px-4 pb-12 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="product-reviews-title" className="font-display text-2xl font-bold text-parchment">
          Reviews of {productName}
        </h2>
        {reviews.length > 1 && (
          <fieldset className="flex items-center gap-1 text-sm">
            <legend className="sr-only">Sort reviews</legend>
            {SORTS.map((option) => (
              <label
                key={option.value}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-line px-3 text-parchment-muted has-[:checked]:border-gold/50 has-[:checked]:text-gold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
              >
                <input
                  type="radio"
                  name="review-sort"
                  value={option.value}
                  checked={sort === option.value}
                  onChange={() => setSort(option.value)}
                  data-testid={`review-sort-${option.value}`}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-3 text-parchment-muted" data-testid="product-reviews-empty">
          No reviews of this product yet: buyers are invited to write one once their order is delivered.{" "}
          <ShopLink href="/reviews" className="text-gold underline underline-offset-2">
            All reviews
          </ShopLink>
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {shown.map((review) => (
              <li key={review.id} className="grid">
                <ReviewCard
                  review={review}
                  footer={<HelpfulButton reviewId={review.id} initialCount={review.helpfulCount} />}
                />
              </li>
            ))}
          </ul>
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
