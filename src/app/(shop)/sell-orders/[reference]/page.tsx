import { notFound } from "next/navigation";
import { cache } from "react";
import { type PrivateLinkPageProps, privateLinkMetadata } from "@/features/errors/private-link-metadata";
import { LiveSellOrder } from "@/features/gold/live-sell-order";
import { openSellOrder } from "@/server/gold/sell-orders";

export const dynamic = "force-dynamic";

// One read per request for the title and the page.
const openSale = cache((reference: string, token: unknown) => openSellOrder(reference, token));

export const generateMetadata = privateLinkMetadata("Your gold sale", openSale);

/**
 * A sale's private page: /sell-orders/REFERENCE?k=TOKEN, live while it can still move. Without a
 * token that opens this reference it is the shop's 404, as for a reference that does not exist:
 * the shop's server answers such a link with the global 404 page before Next renders
 * (src/server/http/private-link-route.ts); the notFound() here covers a client navigation and a
 * link that stops opening in between.
 */
export default async function SellOrderPage({ params, searchParams }: PrivateLinkPageProps) {
  const [{ reference }, { k }] = await Promise.all([params, searchParams]);
  const opened = await openSale(reference, k);
  if (opened.kind === "expired") {
    return (
      <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 gap-6 px-4 pb-20 pt-28 sm:px-6">
        <h1 className="font-display text-3xl font-bold text-parchment">This link has expired</h1>
        <p className="text-parchment-muted" data-testid="sell-link-expired">
          Links to a sale&apos;s page stop working after a while. Ask us on Discord with your reference {reference}.
        </p>
      </main>
    );
  }
  if (opened.kind !== "open" || typeof k !== "string") notFound();
  const { view } = opened;
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 gap-6 px-4 pb-20 pt-28 sm:px-6">
      <header className="grid gap-1">
        <h1 className="font-display text-3xl font-bold text-parchment sm:text-4xl">
          Gold sale{" "}
          <span data-testid="sell-order-reference" className="whitespace-nowrap">
            {view.reference}
          </span>
        </h1>
        <p className="text-parchment-muted">This page updates by itself; keep its link private.</p>
      </header>
      <LiveSellOrder initialView={view} token={k} />
    </main>
  );
}
