import { Star } from "lucide-react";
import { REVIEW_BEST } from "@/domain/reviews/review-rules";

/** A review's stars, read out as "4 out of 5 stars". */
export function ReviewStars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of ${REVIEW_BEST} stars`}>
      {Array.from({ length: REVIEW_BEST }, (_, index) => index + 1).map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`${className} ${star <= rating ? "fill-gold text-gold" : "text-stone-line"}`}
        />
      ))}
    </span>
  );
}
