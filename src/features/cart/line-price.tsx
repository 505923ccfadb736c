import type { LineStory } from "@/domain/pricing/pricing-context";
import { Price } from "@/features/currency/price";

/**
 * A line's price as every surface tells it (pricing-context.ts): what it is charged, with the list
 * price struck before it when the discount applies, as on the product page.
 */
export function LinePrice({ story, testId, className }: { story: LineStory; testId: string; className?: string }) {
  return (
    <p className={["tabular shrink-0 text-right", className].filter(Boolean).join(" ")}>
      {story.savedCents > 0 && (
        <>
          <span className="sr-only">Was </span>
          <s data-testid={`${testId}-list`} className="block text-xs text-parchment-muted">
            <Price cents={story.listCents} />
          </s>
        </>
      )}
      <span data-testid={testId} className="font-semibold text-gold">
        <Price cents={story.payableCents} />
      </span>
    </p>
  );
}

/** The informational row under the Total: what the discount saved, never subtracted again. */
export function SavingsRow({ label, savedCents, testId }: { label: string; savedCents: number; testId: string }) {
  if (savedCents <= 0) return null;
  return (
    <div className="flex justify-between">
      <dt className="text-parchment-muted">{label}</dt>
      <dd data-testid={testId} className="tabular text-success">
        <Price cents={savedCents} />
      </dd>
    </div>
  );
}
