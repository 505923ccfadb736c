"use client";

import { useId } from "react";
import { ShopLink } from "@/features/navigation/shop-link";

/** The terms checkbox: the order cannot be placed until it is ticked. */
export function TermsField({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-11 items-start gap-3 text-sm text-parchment">
      <input
        id={id}
        type="checkbox"
        data-testid="checkout-terms"
        checked={accepted}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 accent-[var(--color-gold)]"
      />
      <span>
        I accept the{" "}
        <ShopLink href="/terms-of-service" className="text-gold underline underline-offset-2">
          terms of service
        </ShopLink>{" "}
        and the refund policy.
      </span>
    </label>
  );
}
