import { ThumbsUp } from "lucide-react";
import type { PublicReview } from "@/domain/reviews/review-rules";
import { HelpfulButton } from "./helpful-button";

/** A review card's Helpful line, drawn here on the server around the button's small client part. */
export function HelpfulVote({ review }: { review: Pick<PublicReview, "id" | "helpfulCount"> }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs">
      <HelpfulButton
        reviewId={review.id}
        initialCount={review.helpfulCount}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-line px-3 text-parchment-muted hover:text-gold aria-pressed:border-gold/50 aria-pressed:text-gold disabled:opacity-60"
        label={
          <>
            <ThumbsUp aria-hidden="true" className="size-3.5" />
            Helpful
          </>
        }
      />
    </p>
  );
}
