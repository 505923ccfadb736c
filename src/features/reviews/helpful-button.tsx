"use client";

import { ThumbsUp } from "lucide-react";
import { useState } from "react";
import { helpfulRoute } from "@/domain/api/review-routes";
import { useHydrated } from "@/features/runtime/use-hydrated";

/** "Helpful (3)": one vote per visitor, counted by the server; the count shown is the server's. */
export function HelpfulButton({ reviewId, initialCount }: { reviewId: string; initialCount: number }) {
  const hydrated = useHydrated();
  const [count, setCount] = useState(initialCount);
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const vote = async () => {
    if (busy || voted) return;
    setBusy(true);
    setProblem(null);
    // The API client loads with the first vote, not with every product page (ADR 0021).
    const { callApi } = await import("@/features/network/call-api");
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
    <p className="flex flex-wrap items-center gap-2 text-xs">
      <button
        type="button"
        onClick={vote}
        disabled={!hydrated || busy}
        aria-pressed={voted}
        data-testid="review-helpful"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-line px-3 text-parchment-muted hover:text-gold aria-pressed:border-gold/50 aria-pressed:text-gold disabled:opacity-60"
      >
        <ThumbsUp aria-hidden="true" className="size-3.5" />
        Helpful{" "}
        <span className="tabular" data-testid="review-helpful-count">
          ({count})
        </span>
      </button>
      <span aria-live="polite" className="text-parchment-muted">
        {voted ? "Thanks for your vote." : problem}
      </span>
    </p>
  );
}
