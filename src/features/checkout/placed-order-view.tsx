"use client";

import { cardClass } from "@/components/ui/card";
import { useHydrated } from "@/features/runtime/use-hydrated";
import { CheckoutLoading } from "./checkout-loading";
import { ManualOrderPlaced } from "./manual-order-placed";
import { readPlacedOrder } from "./placed-order-session";

/** /checkout?placed=REF after a reload: the confirmation this tab kept, never one it did not place. */
export function PlacedOrderView({ reference }: { reference: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <CheckoutLoading />;
  const placed = readPlacedOrder(reference);
  if (placed) return <ManualOrderPlaced placed={placed} />;
  return (
    <section data-testid="manual-order-unknown" className={cardClass({ className: "p-6" })}>
      <p className="text-parchment">
        This order&apos;s details are not kept in this browser tab. The confirmation email we sent you has the
        reference, the amount and how to pay; reply to it or open live chat if you need them again.
      </p>
    </section>
  );
}
