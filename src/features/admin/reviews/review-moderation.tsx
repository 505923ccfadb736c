"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { cardClass } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { moderateReviewRoute } from "@/domain/api/review-routes";
import type { ReviewModeration } from "@/domain/api/reviews";
import { type ModeratedReview, reviewDate } from "@/domain/reviews/review-rules";
import { callApi } from "@/features/network/call-api";
import { ReviewStars } from "@/features/reviews/review-stars";
import { ScriptButton } from "../script-button";

const LABELS: Record<ReviewModeration, string> = { publish: "Publish", reject: "Reject", unpublish: "Unpublish" };

/** One review with the decisions its list allows; a decision reloads the lists. */
export function ReviewModerationCard({
  review,
  actions,
}: {
  review: ModeratedReview;
  actions: readonly ReviewModeration[];
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<ReviewModeration | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (action: ReviewModeration) => {
    setBusy(action);
    setError(null);
    const result = await callApi(moderateReviewRoute(review.id), { action });
    setBusy(null);
    if (result.ok) router.refresh();
    else setError(result.error.message);
  };

  return (
    <article
      className={cardClass({ className: "grid gap-2 p-4" })}
      data-testid="admin-review"
      data-review-id={review.id}
    >
      <div className="flex flex-wrap items-center gap-3 text-sm text-parchment-muted">
        <ReviewStars rating={review.rating} />
        <span className="font-semibold text-parchment">{review.displayName}</span>
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
        <a
          href={`/admin/orders/${encodeURIComponent(review.orderId)}`}
          className="text-gold underline underline-offset-2"
        >
          {review.orderReference ?? "Order"}
        </a>
        <span>Helpful: {review.helpfulCount}</span>
      </div>
      {review.title && <h3 className="font-semibold text-parchment [overflow-wrap:anywhere]">{review.title}</h3>}
      <p className="whitespace-pre-line text-parchment [overflow-wrap:anywhere]" data-testid="admin-review-body">
        {review.body}
      </p>
      <p className="text-xs text-parchment-muted">Shown on: {review.products.join(", ") || "no product"}</p>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <ScriptButton
            key={action}
            variant={action === "publish" ? "primary" : "secondary"}
            pad={4}
            busy={busy === action}
            disabled={busy !== null}
            onClick={() => decide(action)}
            data-testid={`admin-review-${action}`}
          >
            {LABELS[action]}
          </ScriptButton>
        ))}
      </div>
      {error && (
        <Notice tone="danger" role="alert" className="p-3">
          {error}
        </Notice>
      )}
    </article>
  );
}
