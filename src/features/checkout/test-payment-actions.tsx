"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
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
      <Button
        variant="success"
        size="lg"
        data-testid="test-payment-pay"
        disabled={busy !== null}
        busy={busy === "pay"}
        onClick={() => void act("pay")}
      >
        {busy === "pay" ? "Paying…" : "Pay"}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        data-testid="test-payment-cancel"
        disabled={busy !== null}
        busy={busy === "cancel"}
        onClick={() => void act("cancel")}
        className="font-semibold"
      >
        Cancel
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {error}
        </p>
      )}
    </div>
  );
}
