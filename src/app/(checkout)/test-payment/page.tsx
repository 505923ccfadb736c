import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Card } from "@/components/ui/card";
import { formatUsd } from "@/domain/money/money";
import { pricedLineStory } from "@/domain/pricing/pricing-context";
import { promoLineLabel } from "@/domain/promotions/promo-totals";
import { LinePrice } from "@/features/cart/line-price";
import { TestPaymentActions } from "@/features/checkout/test-payment-actions";
import { NOT_FOUND_METADATA } from "@/features/errors/not-found-panel";
import { getDemoOrder } from "@/server/checkout/demo-payment";

type SearchParams = Promise<{ session?: string | string[] }>;

// One read per request for the title and the page.
const demoOrder = cache((session: string) => getDemoOrder(session));

const sessionOf = async (searchParams: SearchParams) => {
  const { session } = await searchParams;
  return typeof session === "string" ? session : "";
};

/** The page's title, or the 404 page's for a session it does not know (spec section 8). */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const order = await demoOrder(await sessionOf(searchParams));
  return { ...(order ? { title: "Test payment" } : NOT_FOUND_METADATA), robots: { index: false } };
}

/**
 * The demo provider's hosted payment page (used when no Stripe or Square keys are set). An unknown
 * session is the shop's 404: the shop's server answers it with the global 404 page before Next
 * renders (src/server/http/private-link-route.ts); the notFound() here covers a client navigation.
 */
export default async function TestPaymentPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await sessionOf(searchParams);
  const order = await demoOrder(session);
  if (!order) notFound();
  return (
    <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 pb-16 pt-28" data-testid="test-payment-page">
      <Card className="p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Test payment: no money moves</p>
        <h1 className="mt-2 font-display text-3xl font-bold text-parchment">
          Order <span className="whitespace-nowrap">{order.reference}</span>
        </h1>
        <ul className="mt-4 divide-y divide-stone-line">
          {order.lines.map((line) => (
            <li key={line.sku} className="flex justify-between gap-3 py-2 text-sm">
              <span className="text-parchment">
                {line.name}
                {line.subName ? <span className="block text-parchment-muted">{line.subName}</span> : null}
              </span>
              <LinePrice story={pricedLineStory(line)} testId="test-payment-line" />
            </li>
          ))}
        </ul>
        {order.totals.promo && (
          <p data-testid="test-payment-promo" className="mt-4 flex justify-between text-sm">
            <span className="text-parchment">{promoLineLabel(order.totals.promo.code)}</span>
            <span className="tabular text-success">−{formatUsd(order.totals.promo.cents)}</span>
          </p>
        )}
        <p className="mt-4 flex justify-between border-t border-stone-line pt-4 text-lg font-bold">
          <span className="text-parchment">Amount</span>
          <span data-testid="test-payment-amount" className="tabular text-gold">
            {formatUsd(order.totals.totalCents)}
          </span>
        </p>
        {order.totals.discountCents > 0 && (
          <p className="mt-1 flex justify-between text-sm">
            <span className="text-parchment-muted">You save</span>
            <span data-testid="test-payment-saved" className="tabular text-success">
              {formatUsd(order.totals.discountCents)}
            </span>
          </p>
        )}
        {order.status === "pending" ? (
          <TestPaymentActions session={session} />
        ) : (
          <p className="mt-6 text-parchment-muted">This payment is {order.status}.</p>
        )}
      </Card>
    </main>
  );
}
