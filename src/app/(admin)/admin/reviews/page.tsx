import type { Metadata } from "next";
import { ReviewModerationCard } from "@/features/admin/reviews/review-moderation";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { moderationLists } from "@/server/reviews/reviews";

export const metadata: Metadata = { title: "Reviews" };

/**
 * Customers' reviews waiting for a decision, and the published ones. Nothing reaches the shop's
 * pages until it is published here; every decision is in the audit log, and the pages show the
 * new rating within seconds (the review watch drops them).
 */
export default async function AdminReviewsPage() {
  await requireOperatorPage("orders");
  const { pending, published } = await moderationLists();
  return (
    <div className="grid gap-8">
      <h1 className="font-display text-3xl text-gold">Reviews</h1>
      <section aria-labelledby="pending-reviews" className="grid gap-3" data-testid="admin-reviews-pending">
        <h2 id="pending-reviews" className="font-display text-xl text-parchment">
          Waiting for a decision ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className="text-parchment-muted">Nothing to check.</p>
        ) : (
          pending.map((review) => (
            <ReviewModerationCard key={review.id} review={review} actions={["publish", "reject"]} />
          ))
        )}
      </section>
      <section aria-labelledby="published-reviews" className="grid gap-3" data-testid="admin-reviews-published">
        <h2 id="published-reviews" className="font-display text-xl text-parchment">
          Published ({published.length})
        </h2>
        {published.length === 0 ? (
          <p className="text-parchment-muted">None yet.</p>
        ) : (
          published.map((review) => <ReviewModerationCard key={review.id} review={review} actions={["unpublish"]} />)
        )}
      </section>
    </div>
  );
}
