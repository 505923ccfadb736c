"use client";

import { Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toggleClass } from "@/components/ui/toggle";
import { type CardHeadingLevel, ProductCard, type ProductCardData } from "./product-card";

/** A product list that can be searched by name and narrowed by tag, for the long lines (quests, bosses, items). */
export function ProductGrid({
  products,
  searchable,
  headingLevel = 3,
}: {
  products: ProductCardData[];
  searchable: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState<string | null>(null);
  const searchId = useId();
  const tags = useMemo(() => [...new Set(products.flatMap((product) => product.tags))].sort(), [products]);
  const needle = query.trim().toLowerCase();
  const visible = products.filter(
    (product) =>
      (!needle || `${product.name} ${product.shortDescription}`.toLowerCase().includes(needle)) &&
      (!tag || product.tags.includes(tag)),
  );

  return (
    <div>
      {searchable && (
        <div className="mb-6 grid gap-3">
          <label htmlFor={searchId} className="sr-only">
            Search
          </label>
          <div className="relative max-w-md">
            <Search
              aria-hidden="true"
              className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-parchment-muted"
            />
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
            {visible.length} of {products.length} shown
          </p>
        </div>
      )}
      <ul data-testid="product-grid" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {visible.length === 0 && (
        <p className="py-8 text-center text-parchment-muted">Nothing matches; try another word.</p>
      )}
    </div>
  );
}
