"use client";

import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { type CatalogueFilter, LINE_CHOICES } from "@/domain/admin/catalogue-list";

/** A plain GET form: the filter lives in the address, so a found list can be bookmarked and shared. */
export function CatalogueFilterForm({ filter }: { filter: CatalogueFilter }) {
  return (
    <form
      key={`${filter.line ?? ""}|${filter.q ?? ""}`}
      method="get"
      action="/admin/catalogue"
      autoComplete="off"
      className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end"
      data-testid="admin-catalogue-filter"
    >
      <div>
        <label htmlFor="catalogue-filter-line" className="text-sm font-medium text-parchment">
          Line
        </label>
        <select id="catalogue-filter-line" name="line" defaultValue={filter.line ?? ""} className={controlClass()}>
          <option value="">Any line</option>
          {LINE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="catalogue-filter-q" className="text-sm font-medium text-parchment">
          Name or sku
        </label>
        <input
          id="catalogue-filter-q"
          type="search"
          name="q"
          defaultValue={filter.q ?? ""}
          className={controlClass()}
          maxLength={100}
        />
      </div>
      <Button type="submit" variant="secondary" pad={4} data-testid="admin-catalogue-find">
        Find
      </Button>
    </form>
  );
}
