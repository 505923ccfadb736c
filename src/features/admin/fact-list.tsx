import type { ReactNode } from "react";

/** One row of a fact list: its term and what it says. */
export type Fact = readonly [term: string, value: ReactNode];

/** The test id of one fact's value: the list's, then the term in kebab-case ("Refund pending" → `-refund-pending`). */
export function factTestId(listTestId: string, term: string): string {
  return `${listTestId}-${term.toLowerCase().replaceAll(" ", "-")}`;
}

/**
 * Terms and their values in two columns (one on a phone). A row that does not apply is given as
 * null or false and left out, so a caller lists every row in order with its condition beside it.
 */
export function FactList({ facts, testId }: { facts: readonly (Fact | null | false)[]; testId: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]" data-testid={testId}>
      {facts.map((fact) =>
        fact ? (
          <div key={fact[0]} className="contents">
            <dt className="text-parchment-muted">{fact[0]}</dt>
            <dd className="text-parchment [overflow-wrap:anywhere]" data-testid={factTestId(testId, fact[0])}>
              {fact[1]}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
