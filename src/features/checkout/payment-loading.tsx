/** What a provider's return shows while the payment is checked, and while the code that checks it loads. */
export function PaymentLoading() {
  return (
    <p data-testid="payment-loading" className="text-parchment-muted">
      Checking your payment…
    </p>
  );
}
