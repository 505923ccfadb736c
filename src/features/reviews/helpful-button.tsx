"use client";

import { type ReactNode, useState } from "react";
import { useHydrated } from "@/features/runtime/use-hydrated";

type Vote = { count: number; voted?: boolean; busy?: boolean; problem?: string };

/**
 * "Helpful (3)": one vote per visitor, counted by the server; the count shown is the server's. The
 * label (the thumb and "Helpful"), the button's look and the line around it come from the server
 * page (helpful-vote.tsx), so only the vote's code comes with the page.
 */
export function HelpfulButton({
  reviewId,
  initialCount,
  label,
  className,
}: {
  reviewId: string;
  initialCount: number;
  label: ReactNode;
  className: string;
}) {
  const hydrated = useHydrated();
  const [vote, setVote] = useState<Vote>({ count: initialCount });

  const send = async () => {
    if (vote.busy || vote.voted) return;
    setVote({ count: vote.count, busy: true });
    // The API client and the route load with the first vote, not with every product page (ADR 0021).
    const [{ callApi }, { helpfulRoute }] = await Promise.all([
      import("@/features/network/call-api"),
      import("@/domain/api/review-routes"),
    ]);
    const result = await callApi(helpfulRoute(reviewId), {});
    setVote(
      result.ok
        ? { count: result.data.helpfulCount, voted: true }
        : { count: vote.count, problem: result.error.message },
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={send}
        disabled={!hydrated || vote.busy}
        aria-pressed={vote.voted === true}
        data-testid="review-helpful"
        className={className}
      >
        {label}{" "}
        <span className="tabular" data-testid="review-helpful-count">
          ({vote.count})
        </span>
      </button>
      <span aria-live="polite" className="text-parchment-muted">
        {vote.voted ? "Thanks for your vote." : vote.problem}
      </span>
    </>
  );
}
