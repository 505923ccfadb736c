import type { ReactNode } from "react";
import { PAYMENT_METHODS, type PaymentMethodId } from "@/domain/shell/payment-methods";

/** Stroke-drawn "Pay" lettering shared by the Apple Pay and Google Pay marks. */
const PAY_WORD = (
  <path
    d="M22.5 21.5v-11h2.6a3.1 3.1 0 0 1 0 6.2h-2.6M34.6 15.6v5.9M34.6 18.5a2.5 2.8 0 1 1 0-.1M36.8 15.5l2.6 6M41.8 15.5l-3.8 9"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);

/** Our own simplified monochrome marks; a Record so every method must have one. */
const MARKS: Record<PaymentMethodId, ReactNode> = {
  crypto: (
    <g fill="none" stroke="currentColor" strokeLinecap="round">
      <circle cx="24" cy="16" r="10.5" strokeWidth="1.8" />
      <path
        d="M21 10.5v11M21 10.5h3.6a2.6 2.6 0 0 1 0 5.2H21M21 15.7h4.2a2.9 2.9 0 0 1 0 5.8H21M22.6 8.3v2.2M25 8.3v2.2M22.6 21.5v2.2M25 21.5v2.2"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </g>
  ),
  zelle: (
    <g fill="none" stroke="currentColor" strokeLinecap="round">
      <path d="M18.5 11.5h11l-11 10h11" strokeWidth="3" strokeLinejoin="round" />
      <path d="M24 7.5v4M24 21.5v3.5" strokeWidth="2.2" />
    </g>
  ),
  interac: (
    <g fill="none" stroke="currentColor" strokeLinecap="round">
      <rect x="10.5" y="8" width="27" height="16" rx="3.5" strokeWidth="1.4" strokeOpacity="0.55" />
      <path d="M15 16.2h7a3.5 3.5 0 1 0-1 2.6" strokeWidth="2" strokeLinejoin="round" />
      <path d="M25 16.2h8M30.2 13.2l3 3-3 3" strokeWidth="2" strokeLinejoin="round" />
    </g>
  ),
  venmo: (
    <path
      d="M17.5 9.5c1.6 0 2.4.8 2.6 2.5l1.2 9.2c2.6-3.6 4.8-7.3 4.8-9.7 0-.8-.2-1.4-.5-2h4.2c.5.7.7 1.5.7 2.6 0 3.5-3.2 8.5-6.9 12.4h-4.5L16 10.6z"
      fill="currentColor"
    />
  ),
  chime: (
    <g fill="none" stroke="currentColor" strokeLinecap="round" transform="translate(-2 0)">
      <path
        d="M13.5 14.9a3 3 0 1 0 0 4.2M16.5 9.5v11M16.5 16.6c0-1.7 1-2.7 2.4-2.7s2.4 1 2.4 2.7v3.9M24.4 14.5v6M27.4 20.5v-6M27.4 16.4c0-1.2.9-1.9 2-1.9s2 .7 2 1.9v4.1M31.4 16.4c0-1.2.9-1.9 2-1.9s2 .7 2 1.9v4.1M38 17.3h5.4a2.7 3 0 1 0-.9 2.4"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="24.4" cy="11.3" r="1.1" fill="currentColor" stroke="none" />
    </g>
  ),
  applepay: (
    <g>
      <path
        d="M14 11.6c1.6-1.2 5.3-1.1 5.6 2.6a2.3 2.3 0 0 0 0 4.3c-.8 2.4-2.2 4.1-3.5 4.1-.9 0-1.3-.5-2.1-.5s-1.2.5-2.1.5c-1.8 0-3.5-3.6-3.5-6.6 0-4.8 3.9-5.6 5.6-4.4zM14.2 10.3c0-1.8 1.2-2.9 2.9-3.1 0 1.8-1.2 2.9-2.9 3.1z"
        fill="currentColor"
      />
      {PAY_WORD}
    </g>
  ),
  googlepay: (
    <g>
      <path
        d="M18.8 12.4a5.8 5.8 0 1 0 1.2 3.6h-5.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {PAY_WORD}
    </g>
  ),
  mastercard: (
    <g fill="currentColor">
      <circle cx="19" cy="16" r="8.5" fillOpacity="0.6" />
      <circle cx="29" cy="16" r="8.5" fillOpacity="0.6" />
    </g>
  ),
  visa: (
    <path
      d="M9 11l3.6 10 3.6-10M19.8 11v10M29.6 12.2c-1.2-1.3-6.2-1.6-6.2 1.5 0 2.9 6.4 2 6.4 4.8 0 3.2-5.3 3-6.9 1.4M32.4 21l3.6-10 3.6 10M33.6 17.8h4.8"
      transform="translate(3.4 0) skewX(-12)"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  revolut: (
    <path
      d="M18.5 23V9.5h6.2a4.4 4.4 0 0 1 0 8.8h-6.2M24.2 18.3l5.3 4.7"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
};

const LABELS = Object.fromEntries(PAYMENT_METHODS.map((m) => [m.id, m.label])) as Record<PaymentMethodId, string>;

/**
 * Monochrome payment mark in a card-shaped frame, drawn in currentColor so the parent sets the
 * colour (muted by default, brighter on hover).
 */
export function PaymentMethodIcon({ method, className }: { method: PaymentMethodId; className?: string }) {
  const label = LABELS[method];

  return (
    <svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label={label} viewBox="0 0 48 32" className={className}>
      <title>{label}</title>
      <rect
        x="0.75"
        y="0.75"
        width="46.5"
        height="30.5"
        rx="4.5"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      {MARKS[method]}
    </svg>
  );
}
