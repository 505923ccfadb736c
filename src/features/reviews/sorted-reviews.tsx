"use client";

import type { ReactNode } from "react";
import { useState } from "react";
import type { ReviewSort } from "@/domain/reviews/review-rules";
import { useHydrated } from "@/features/runtime/use-hydrated";

export type SortedReview = { id: string; card: ReactNode };

/**
 * The list in the order the visitor picks. The cards and the sort's radio buttons are drawn by the
 * server and handed in, so a product page's script holds only this and the Helpful button, not the
 * cards, the stars or their icons. The list is reordered in the DOM, so reading and Tab order
 * follow what is seen; the radios wait for hydration, so the order shown is always the one picked.
 */
export function SortedReviews({
  heading,
  sortOptions,
  newest,
  helpfulOrder,
}: {
  heading: ReactNode;
  /** The radio buttons, "newest" checked; null when there is nothing to sort. */
  sortOptions: ReactNode;
  /** Newest first. */
  newest: SortedReview[];
  /** Indexes into `newest`, most helpful first. */
  helpfulOrder: number[];
}) {
  const hydrated = useHydrated();
  const [sort, setSort] = useState<ReviewSort>("newest");
  const shown = sort === "newest" ? newest : helpfulOrder.flatMap((index) => newest[index] ?? []);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {heading}
        {sortOptions && (
          <fieldset
            disabled={!hydrated}
            onChange={(event) => {
              if (event.target instanceof HTMLInputElement)
                setSort(event.target.value === "helpful" ? "helpful" : "newest");
            }}
            className="flex items-center gap-1 text-sm"
          >
            {sortOptions}
          </fieldset>
        )}
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {shown.map((review) => (
          <li key={review.id} className="grid">
            {review.card}
          </li>
        ))}
      </ul>
    </>
  );
}
