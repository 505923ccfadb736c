import type { Metadata } from "next";
import { reviewPageCount } from "@/domain/reviews/review-rules";
import { ReviewsPage } from "@/features/reviews/reviews-page";
import { reviewsPage } from "@/server/reviews/review-pages";

export const metadata: Metadata = {
  title: "Reviews",
  description: "What buyers of delivered orders say about the shop, and how its rating is worked out.",
  alternates: { canonical: "/reviews" },
};

/** Prerendered like the catalogue's pages; dropped and rendered again when a review is published or unpublished. */
export default async function ReviewsRoute() {
  const view = await reviewsPage(1);
  return <ReviewsPage {...view} page={1} pageCount={reviewPageCount(view.publishedCount)} />;
}
