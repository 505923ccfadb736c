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
