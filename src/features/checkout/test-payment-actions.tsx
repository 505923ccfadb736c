"use client";

import { useState } from "react";
import { TEST_PAYMENT_ROUTE } from "@/domain/api/api-routes";
import { callApi } from "@/features/network/call-api";

/** The demo provider's buttons: they settle the test payment and return like a real provider would. */
export function TestPaymentActions({ session }: { session: string }) {
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: "pay" | "cancel") => {
    setBusy(action);
    setError(null);
    const result = await callApi(TEST_PAYMENT_ROUTE, { session, action });
    if (result.ok) {
      window.location.assign(result.data.returnPath);
      return;
    }
    setBusy(null);
    setError(result.error.kind === "invalid" ? "The test payment failed." : result.error.message);
  };
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      <button
        type="button"
        data-testid="test-payment-pay"
        disabled={busy !== null}
        onClick={() => void act("pay")}
        className="inline-flex min-h-12 items-center justify-center rounded-lg bg-success px-5 font-semibold text-night disabled:opacity-60"
      >
        {busy === "pay" ? "Paying…" : "Pay"}
      </button>
      <button
        type="button"
        data-testid="test-payment-cancel"
        disabled={busy !== null}
        onClick={() => void act("cancel")}
        className="inline-flex min-h-12 items-center justify-center rounded-lg border border-stone-line px-5 font-semibold text-parchment disabled:opacity-60"
      >
        Cancel
      </button>
      {error && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {error}
        </p>
      )}
    </div>
  );
}
