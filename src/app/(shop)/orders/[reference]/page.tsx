import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatUsd } from "@/domain/money/money";
import { OrderQuestionForm } from "@/features/order-tracking/order-question-form";
import { OrderTrackingPanel } from "@/features/order-tracking/order-tracking-panel";
import { readOrderTracking } from "@/server/orders/order-tracking";

export const dynamic = "force-dynamic";

// Private: never indexed, and the token never leaves in a Referer to another site.
export const metadata: Metadata = {
  title: "Your order",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Params = Promise<{ reference: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * An order's private page (issue 18): /orders/REFERENCE?k=TOKEN. Without a token that opens this
 * reference it is the shop's 404, exactly as for a reference that does not exist.
 */
export default async function OrderPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ reference }, { k }] = await Promise.all([params, searchParams]);
  const view = await readOrderTracking(reference, k);
  if (!view) notFound();
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 gap-8 px-4 pb-20 pt-28 sm:px-6">
      <header className="grid gap-2">
        <h1 className="font-display text-4xl font-bold text-parchment">
          Order <span data-testid="order-reference">{view.reference}</span>
        </h1>
        <p className="text-lg text-parchment-muted">
          Total <span data-testid="order-total">{formatUsd(view.totals.totalCents)}</span>
        </p>
      </header>
      <OrderTrackingPanel view={view} />
      <section aria-labelledby="order-lines-title" className="grid gap-2">
        <h2 id="order-lines-title" className="font-display text-2xl font-bold text-parchment">
          What you bought
        </h2>
        <ul className="grid gap-1" data-testid="order-lines">
          {view.lines.map((line) => (
            <li key={`${line.sku}-${line.subName}`} className="flex justify-between gap-4">
              <span>
                {line.name}
                {line.subName ? ` (${line.subName})` : ""}
                {line.count > 1 ? ` × ${line.count}` : ""}
              </span>
              <span>{formatUsd(line.payableCents)}</span>
            </li>
          ))}
        </ul>
      </section>
      <OrderQuestionForm reference={view.reference} token={String(k)} />
    </main>
  );
}
