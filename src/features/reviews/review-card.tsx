import type { ReactNode } from "react";
import { cardClass } from "@/components/ui/card";
import { type PublicReview, reviewDate } from "@/domain/reviews/review-rules";
import { ReviewStars } from "./review-stars";

/**
 * One published review. Its text is plain text rendered by React (escaped, never HTML): an address
 * in it stays words, never a link. Who wrote it is only the display name ("Ada L.").
 */
export function ReviewCard({ review, footer }: { review: PublicReview; footer?: ReactNode }) {
  return (
    <article
      className={cardClass({ tone: "night", className: "grid content-start gap-2 p-5" })}
      data-testid="review-card"
      data-review-id={review.id}
    >
      <ReviewStars rating={review.rating} />
      {review.title && <h3 className="font-semibold text-parchment [overflow-wrap:anywhere]">{review.title}</h3>}
      <p
        className="whitespace-pre-line text-sm text-parchment-muted [overflow-wrap:anywhere]"
        data-testid="review-body"
      >
        {review.body}
      </p>
      <p className="text-xs text-parchment-muted">
        <span className="font-semibold text-parchment" data-testid="review-author">
          {review.displayName}
        </span>{" "}
        · <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time> · Verified order
      </p>
      {footer}
    </article>
  );
}
