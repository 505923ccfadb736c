"use client";

import { useId } from "react";
import { ShopLink } from "@/features/navigation/shop-link";

/** The terms checkbox: the order cannot be placed until it is ticked (after a press on Pay, it says so under it). */
export function TermsField({
  accepted,
  onChange,
  error,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-start gap-3 text-sm text-parchment">
        <input
          id={id}
          name="terms"
          type="checkbox"
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
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
      {error !== undefined && (
        <p id={errorId} data-testid="checkout-terms-error" className="mt-1 pl-7 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
