"use client";

import { buttonClass } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";

/** The customer search: a plain GET form, so the list's address is its search (the server renders it). */
export function CustomerSearchForm({ q, invalid }: { q: string; invalid: boolean }) {
  return (
    <search>
      <form method="get" action="/admin/customers" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <div>
          <label htmlFor="customer-search-q" className="text-sm font-medium text-parchment">
            Search
          </label>
          <input
            id="customer-search-q"
            type="search"
            name="q"
            defaultValue={q}
            aria-describedby="customer-search-q-hint"
            aria-invalid={invalid || undefined}
            data-testid="admin-customers-search"
            className={controlClass()}
          />
          <p id="customer-search-q-hint" className="mt-1 text-xs text-parchment-muted">
            Any part of an email, a name or a RuneScape name (or an order&apos;s reference).
          </p>
        </div>
        <button
          type="submit"
          className={`${buttonClass({ pad: 4 })} sm:mb-5`}
          data-testid="admin-customers-search-submit"
        >
          Search
        </button>
      </form>
    </search>
  );
}
