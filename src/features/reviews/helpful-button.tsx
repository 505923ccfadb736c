"use client";

import { type ReactNode, useState } from "react";
import { useHydrated } from "@/features/runtime/use-hydrated";

/**
 * "Helpful (3)": one vote per visitor, counted by the server; the count shown is the server's. The
 * label (the thumb and "Helpful") and the line around it are drawn by the server page, so only the
 * vote's code comes with the page.
 */
export function HelpfulButton({
  reviewId,
  initialCount,
  label,
}: {
  reviewId: string;
  initialCount: number;
  label: ReactNode;
}) {
  const hydrated = useHydrated();
  const [count, setCount] = useState(initialCount);
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const vote = async () => {
    if (busy || voted) return;
    setBusy(true);
    setProblem(null);
    // The API client and the route load with the first vote, not with every product page (ADR 0021).
    const [{ callApi }, { helpfulRoute }] = await Promise.all([
      import("@/features/network/call-api"),
      import("@/domain/api/review-routes"),
    ]);
    const result = await callApi(helpfulRoute(reviewId), {});
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    setCount(result.data.helpfulCount);
    setVoted(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={vote}
        disabled={!hydrated || busy}
        aria-pressed={voted}
        data-testid="review-helpful"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-line px-3 text-parchment-muted hover:text-gold aria-pressed:border-gold/50 aria-pressed:text-gold disabled:opacity-60"
      >
        {label}{" "}
        <span className="tabular" data-testid="review-helpful-count">
          ({count})
        </span>
      </button>
      <span aria-live="polite" className="text-parchment-muted">
        {voted ? "Thanks for your vote." : problem}
      </span>
    </>
  );
}
