import { paymentMarkSrc } from "@/domain/art/payment-marks";
import { PAYMENT_METHODS, type PaymentMethodId } from "@/domain/shell/payment-methods";

const LABELS = Object.fromEntries(PAYMENT_METHODS.map((m) => [m.id, m.label])) as Record<PaymentMethodId, string>;

/**
 * A payment method's real mark in its brand colours on a white card (public/art/pay, made by
 * `npm run art` from the kept brand sets), served as a static file so no icon set reaches the
 * browser's bundle. The method's name is its alt text.
 */
export function PaymentMethodIcon({ method, className }: { method: PaymentMethodId; className?: string }) {
  return (
    <img
      src={paymentMarkSrc(method)}
      alt={LABELS[method]}
      title={LABELS[method]}
      width={48}
      height={32}
      loading="lazy"
      data-testid={`payment-mark-${method}`}
      className={className}
    />
  );
}
