"use client";

import { Button, buttonClass } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { FULFILMENT_STATUSES, fulfilmentLabel } from "@/domain/admin/fulfilment";
import { ORDER_FILTER_LABELS as LABELS, ORDER_STATUSES } from "@/domain/admin/order-filter";
import { CHECKOUT_METHODS } from "@/domain/checkout/methods";
import { type FilterChoice, FilterDate, FilterSelect } from "../filter-fields";
import { useFieldsFromAddress } from "../use-fields-from-address";
import type { AssignableOperator } from "./assignee-select";

/** The filter's values as the address holds them (raw strings, so a refused value stays visible). */
export type OrderFilterValues = Partial<
  Record<"q" | "status" | "fulfilment" | "method" | "mode" | "from" | "to" | "assignee", string>
>;

const plain = (values: readonly string[]): FilterChoice[] => values.map((value) => ({ value, label: value }));

/**
 * A plain GET form: the filter lives in the address, so a filtered list can be bookmarked and
 * Back returns to the previous one. Empty fields mean "any" to the service.
 */
export function OrderFilterForm({
  values,
  invalid,
  operators,
}: {
  values: OrderFilterValues;
  invalid: boolean;
  /** The operators orders may be assigned to, for "assigned to". */
  operators: readonly AssignableOperator[];
}) {
  const form = useFieldsFromAddress();
  return (
    <form
      ref={form}
      key={new URLSearchParams(values).toString()}
      method="get"
      action="/admin/orders"
      autoComplete="off"
      className="grid gap-3"
      data-testid="admin-orders-filter"
    >
      <div>
        <label htmlFor="order-filter-q" className="text-sm font-medium text-parchment">
          {LABELS.q}
        </label>
        <input
          id="order-filter-q"
          type="search"
          name="q"
          defaultValue={values.q ?? ""}
          aria-describedby="order-filter-q-hint"
          aria-invalid={invalid || undefined}
          className={controlClass()}
        />
        <p id="order-filter-q-hint" className="mt-1 text-xs text-parchment-muted">
          Any part of a reference, email, name, RuneScape name or promo code, or an amount such as 31.50.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-7">
        <FilterSelect
          form="order"
          name="status"
          label={LABELS.status}
          value={values.status}
          choices={plain(ORDER_STATUSES)}
        />
        <FilterSelect
          form="order"
          name="fulfilment"
          label={LABELS.fulfilment}
          value={values.fulfilment}
          choices={FULFILMENT_STATUSES.map((value) => ({ value, label: fulfilmentLabel(value) }))}
        />
        <FilterSelect
          form="order"
          name="method"
          label={LABELS.method}
          value={values.method}
          choices={[...plain(CHECKOUT_METHODS), { value: "manual", label: "any manual method" }]}
        />
        <FilterSelect
          form="order"
          name="mode"
          label={LABELS.mode}
          value={values.mode}
          choices={plain(["test", "live"])}
        />
        <FilterDate form="order" name="from" label={LABELS.from} value={values.from} />
        <FilterDate form="order" name="to" label={LABELS.to} value={values.to} />
        <FilterSelect
          form="order"
          name="assignee"
          label={LABELS.assignee}
          value={values.assignee}
          choices={[
            { value: "me", label: "Me" },
            { value: "none", label: "Nobody" },
            ...operators.map((operator) => ({ value: operator.id, label: operator.email })),
          ]}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pad={6}>
          Filter
        </Button>
        <a href="/admin/orders" className={buttonClass({ variant: "secondary", pad: 4 })}>
          Clear
        </a>
      </div>
    </form>
  );
}
