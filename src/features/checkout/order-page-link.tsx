"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { readOrderPage } from "./placed-order-session";

/**
 * The payment confirmation's way to the order's private page: the link this tab was given when it
 * placed the order. A return that lands in another tab (or browser) has none, and says where it is.
 */
export function OrderPageLink({ reference, paid }: { reference: string; paid: boolean }) {
  // undefined while session storage is read (after hydration: the server has no such storage).
  const [path, setPath] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    readOrderPage(reference).then(
      (found) => current && setPath(found),
      () => current && setPath(null),
    );
    return () => {
      current = false;
    };
  }, [reference]);
  // Before payment there is no receipt to point to; a link from this tab is still worth giving.
  if (path === undefined || (path === null && !paid)) return null;
  if (path)
    return (
      <a data-testid="order-page-link" href={path} className={buttonClass({ variant: "secondary" })}>
        Follow your order
      </a>
    );
  return (
    <p data-testid="order-page-link-emailed" className="basis-full text-parchment-muted">
      Your receipt email has a link to follow your order.
    </p>
  );
}
