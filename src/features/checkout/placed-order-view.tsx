"use client";

import { useEffect, useState } from "react";
import { cardClass } from "@/components/ui/card";
import type { PlacedManualOrder } from "@/domain/api/checkout-order";
import { CheckoutLoading } from "./checkout-loading";
import { ManualOrderPlaced } from "./manual-order-placed";
import { readPlacedOrder } from "./placed-order-session";

/** /checkout?placed=REF after a reload: the confirmation this tab kept, never one it did not place. */
export function PlacedOrderView({ reference }: { reference: string }) {
  // undefined while session storage is read (after hydration: the server has no such storage).
  const [placed, setPlaced] = useState<PlacedManualOrder | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    readPlacedOrder(reference).then(
      (order) => current && setPlaced(order),
      // The schema's chunk did not load (the connection dropped): the email still has the order.
      () => current && setPlaced(null),
    );
    return () => {
      current = false;
    };
  }, [reference]);
  if (placed === undefined) return <CheckoutLoading />;
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
