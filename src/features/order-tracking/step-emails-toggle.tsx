"use client";

import { useId, useState } from "react";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { callApiLater } from "@/features/network/call-api-later";
import { useHydrated } from "@/features/runtime/use-hydrated";

/** "Email me at each step": the customer's opt-out of the step emails, saved at once. */
export function StepEmailsToggle({
  reference,
  token,
  enabled,
  onView,
}: {
  reference: string;
  token: string;
  enabled: boolean;
  onView: (view: OrderTrackingView) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(next: boolean) {
    setSaving(true);
    setError(null);
    const result = await callApiLater(
      async () => (await import("@/domain/api/api-routes")).stepEmailsRoute(reference),
      { k: token, enabled: next },
    );
    setSaving(false);
    if (result.ok) onView(result.data);
    else setError(result.error.message);
  }

  return (
    <div className="grid gap-1 rounded-[var(--radius-card)] border border-stone-line bg-stone p-4 sm:p-6">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-parchment">
        <input
          id={id}
          type="checkbox"
          data-testid="order-step-emails"
          checked={enabled}
          // Until hydrated a click would change nothing; while saving, a second one would race the first.
          disabled={!hydrated || saving}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => void change(event.target.checked)}
          className="size-5 accent-[var(--color-gold)]"
        />
        Email me at each step
      </label>
      <p id={`${id}-hint`} className="text-sm text-parchment-muted">
        {saving
          ? "Saving…"
          : enabled
            ? "We email you each time your order moves to a new step."
            : "We will not email you about the steps; this page still shows them."}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger" data-testid="order-step-emails-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
