"use client";

import { type ReactNode, useId, useMemo, useState } from "react";
import { toggleClass } from "@/components/ui/toggle";
import { ProductGridList } from "./product-grid-list";

export type SearchEntry = {
  sku: string;
  /** Name and short description, lower-cased on the server. */
  text: string;
  tags: string[];
  /** The card, drawn on the server: the island only chooses which to show. */
  card: ReactNode;
};

/** Search by name and narrowing by tag over cards the server drew. */
export function ProductSearch({
  entries,
  searchIcon,
}: {
  entries: SearchEntry[];
  /** Drawn by the server parent: no icon code in the island. */
  searchIcon: ReactNode;
}) {
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState<string | null>(null);
  const searchId = useId();
  const tags = useMemo(() => [...new Set(entries.flatMap((entry) => entry.tags))].sort(), [entries]);
  const needle = query.trim().toLowerCase();
  const visible = entries.filter(
    (entry) => (!needle || entry.text.includes(needle)) && (!tag || entry.tags.includes(tag)),
  );

  return (
    <div>
      <div className="mb-6 grid gap-3">
        <label htmlFor={searchId} className="sr-only">
          Search
        </label>
        <div className="relative max-w-md">
          {searchIcon}
          <input
            id={searchId}
            type="search"
            data-testid="product-search"
            placeholder="Search by name"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="min-h-12 w-full rounded-lg border border-stone-line bg-stone pl-9 pr-3 text-parchment placeholder:text-parchment-muted"
          />
        </div>
        {tags.length > 1 && (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter</legend>
            {[null, ...tags].map((option) => (
              <button
                key={option ?? "all"}
                type="button"
                aria-pressed={tag === option}
                data-testid={`filter-${option ?? "all"}`}
                onClick={() => setTag(option)}
                className={toggleClass(tag === option, { className: "min-h-11 rounded-full px-3 text-sm" })}
              >
                {option ?? "All"}
              </button>
            ))}
          </fieldset>
        )}
        <p className="text-sm text-parchment-muted" aria-live="polite" data-testid="result-count">
          {visible.length} of {entries.length} shown
        </p>
      </div>
      <ProductGridList>
        {visible.map((entry) => (
          <li key={entry.sku}>{entry.card}</li>
        ))}
      </ProductGridList>
      {visible.length === 0 && (
        <p className="py-8 text-center text-parchment-muted">Nothing matches; try another word.</p>
      )}
    </div>
  );
}
