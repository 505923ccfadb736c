import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LiveSellOrder } from "@/features/gold/live-sell-order";
import { openSellOrder } from "@/server/gold/sell-orders";

export const dynamic = "force-dynamic";

// Private: never indexed, and the token never leaves in a Referer to another site.
export const metadata: Metadata = {
  title: "Your gold sale",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Params = Promise<{ reference: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A sale's private page: /sell-orders/REFERENCE?k=TOKEN, live while it can still move. Without a
 * token that opens this reference it is the shop's 404, as for a reference that does not exist.
 */
export default async function SellOrderPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ reference }, { k }] = await Promise.all([params, searchParams]);
  const opened = await openSellOrder(reference, k);
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
