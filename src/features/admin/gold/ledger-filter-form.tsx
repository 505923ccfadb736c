"use client";

import { Button, buttonClass } from "@/components/ui/button";
import { GOLD_KIND_WORDS, GOLD_MOVEMENT_KINDS } from "@/domain/gold/gold-ledger";
import { GOLD_FILTER_LABELS as LABELS } from "@/domain/gold/gold-ledger-filter";
import { FilterDate, FilterSelect } from "../filter-fields";
import { useFieldsFromAddress } from "../use-fields-from-address";

/** The filter as the address holds it (raw strings, so a refused value stays visible). */
export type LedgerFilterValues = Partial<Record<"kind" | "account" | "from" | "to", string>>;

/**
 * A plain GET form, like the order list's: the filter lives in the address, so a filtered ledger
 * can be bookmarked and Back returns to the previous one. The accounts are the ones the ledger
 * names (and the address's, should it name another).
 */
export function LedgerFilterForm({ values, accounts }: { values: LedgerFilterValues; accounts: readonly string[] }) {
  const form = useFieldsFromAddress();
  const known = values.account && !accounts.includes(values.account) ? [...accounts, values.account] : accounts;
  return (
    <form
      ref={form}
      key={new URLSearchParams(values).toString()}
      method="get"
      action="/admin/gold#ledger"
      autoComplete="off"
      className="grid gap-3"
      data-testid="admin-gold-filter"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          form="gold"
          name="kind"
          label={LABELS.kind}
          value={values.kind}
          choices={GOLD_MOVEMENT_KINDS.map((kind) => ({ value: kind, label: GOLD_KIND_WORDS[kind] }))}
        />
        <FilterSelect
          form="gold"
          name="account"
          label={LABELS.account}
          value={values.account}
          choices={known.map((account) => ({ value: account, label: account }))}
        />
        <FilterDate form="gold" name="from" label={LABELS.from} value={values.from} />
        <FilterDate form="gold" name="to" label={LABELS.to} value={values.to} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pad={6} data-testid="admin-gold-filter-submit">
          Filter
        </Button>
        <a href="/admin/gold#ledger" className={buttonClass({ variant: "secondary", pad: 4 })}>
          Clear
        </a>
      </div>
    </form>
  );
}
