import { AlertTriangle, CheckCircle2, Clock, type LucideIcon, RotateCcw, XCircle } from "lucide-react";
import type { PaymentDataStatus } from "@/domain/checkout/payment-data";

/*
 * What the return page tells a visitor about their order, one entry per status the server can
 * answer. Each says what happened and what to do, and never claims a charge or a refund that the
 * shop does not know about.
 */

export type PaymentStatusCopy = {
  title: string;
  /** Absent for a paid order, whose next steps are a list of their own. */
  body?: string;
  icon: LucideIcon;
  iconClass: string;
  /** Whether "Back to checkout" makes sense: only when nothing was taken. */
  offerRetry: boolean;
};

export const PAYMENT_STATUS_COPY: Record<PaymentDataStatus, PaymentStatusCopy> = {
  paid: {
    title: "Thank you, your payment is confirmed",
    icon: CheckCircle2,
    iconClass: "text-success",
    offerRetry: false,
  },
  pending: {
    title: "Waiting for your payment",
    body: "Your bank or wallet has not confirmed the payment yet. This page updates by itself.",
    icon: Clock,
    iconClass: "text-gold",
    offerRetry: true,
  },
  cancelled: {
    title: "Your payment did not go through",
    body: "Nothing was charged. Your cart is kept, so you can try again or choose another method.",
    icon: XCircle,
    iconClass: "text-danger",
    offerRetry: true,
  },
  failed: {
    title: "Your payment did not go through",
    body: "Nothing was charged. Your cart is kept, so you can try again or choose another method.",
    icon: XCircle,
    iconClass: "text-danger",
    offerRetry: true,
  },
  review: {
    title: "We are checking your payment",
    body: "The payment we received does not match this order's total, so the order is not confirmed yet. Our team has been told and will contact you. Please do not pay again in the meantime.",
    icon: AlertTriangle,
    iconClass: "text-gold",
    offerRetry: false,
  },
  refunded: {
    title: "This order was refunded",
    body: "The payment for this order has been returned to your card or wallet; banks usually show it within 5 to 10 business days. The order will not be delivered.",
    icon: RotateCcw,
    iconClass: "text-parchment-muted",
    offerRetry: false,
  },
  disputed: {
    title: "This payment is disputed",
    body: "Your bank told us this payment is disputed, so the order is on hold until the dispute is settled. If that was a mistake, contact us and quote your order reference.",
    icon: AlertTriangle,
    iconClass: "text-danger",
    offerRetry: false,
  },
};
