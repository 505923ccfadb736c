import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { parseSellStateFilter } from "@/domain/gold/sell-order-admin";
import { SELL_STATE_LABELS, SELL_STATES } from "@/domain/gold/sell-orders";
import { SellOrderTable } from "@/features/admin/gold/sell-order-table";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { sellOrderList } from "@/server/gold/sell-order-admin";

export const metadata: Metadata = { title: "Sell orders" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const FILTER_LINK =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium underline-offset-4 hover:underline";

/** Players selling gold to the shop: newest first, by state. */
export default async function AdminSellOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperatorPage("gold");
  const state = parseSellStateFilter((await searchParams).status, SELL_STATES);
  const rows = await sellOrderList(state);
  const filters = [
    { value: null, label: "All" },
    ...SELL_STATES.map((value) => ({ value, label: SELL_STATE_LABELS[value] })),
  ];
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-gold">Sell orders</h1>
      <nav aria-label="Filter by state" className="flex flex-wrap gap-2" data-testid="admin-sell-filters">
        {filters.map((filter) => {
          const current = filter.value === state;
          return (
            <Link
              key={filter.label}
              href={filter.value ? `/admin/gold/sell-orders?status=${filter.value}` : "/admin/gold/sell-orders"}
              aria-current={current ? "page" : undefined}
              className={`${FILTER_LINK} ${current ? "border-gold bg-gold/10 text-gold" : "border-stone-line text-parchment"}`}
            >
              {filter.label}
            </Link>
          );
        })}
      </nav>
      <Card className="grid gap-4 p-5">
        <SellOrderTable rows={rows} />
      </Card>
    </div>
  );
}
