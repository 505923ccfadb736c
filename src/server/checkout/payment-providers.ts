import "server-only";
import { type CheckoutMethod, isManualMethod, METHOD_LABELS } from "@/domain/checkout/methods";
import { isMethodOffered } from "@/domain/checkout/payment-mode";
import { env } from "../env";
import { AppError } from "../http/errors";
import { createDemoProvider, isDemoRef } from "../payments/demo-provider";
import type { PaymentProvider } from "../payments/payment-provider";
import { createSquareProvider } from "../payments/square-provider";
import { createStripeProvider } from "../payments/stripe-provider";
import { paymentSetup } from "./payment-setup";

/** Which return route the visitor came back through: Stripe's (?stripe_id=) or Square's (?orderId=). */
export type ReturnChannel = "stripe" | "square";

let stripe: PaymentProvider | null | undefined;
let square: PaymentProvider | null | undefined;
const demo = createDemoProvider();

function stripeProvider(): PaymentProvider | null {
  stripe ??= env.STRIPE_SECRET_KEY
    ? createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL || undefined })
    : null;
  return stripe;
}

function squareProvider(): PaymentProvider | null {
  square ??= env.SQUARE_ACCESS_TOKEN
    ? createSquareProvider({
        accessToken: env.SQUARE_ACCESS_TOKEN,
        locationId: env.SQUARE_LOCATION_ID,
        environment: env.SQUARE_ENVIRONMENT,
        apiUrl: env.SQUARE_API_URL || undefined,
      })
    : null;
  return square;
}

/** Whether /test-payment and demo ids on the return route are answered (demo mode, or test mode with DEMO_PAYMENTS). */
export function demoPaymentsEnabled(): boolean {
  return paymentSetup.demoAvailable;
}

/**
 * A method this shop's configuration does not offer is the visitor's (or a stale page's) mistake,
 * not a server fault: 400 with a code the checkout can show.
 */
export function assertMethodOffered(method: CheckoutMethod): void {
  if (!isMethodOffered(paymentSetup, method)) {
    throw new AppError(
      "bad_request:payment_method",
      `${METHOD_LABELS[method]} is not available in this shop. Please choose another payment method.`,
    );
  }
}

/**
 * The provider that takes a new order's payment: the one the payment mode names for the method,
 * never the demo in place of a provider without keys.
 */
export function paymentProviderFor(method: CheckoutMethod): PaymentProvider {
  if (isManualMethod(method)) throw new Error(`${method} is paid by hand, not through a provider`);
  assertMethodOffered(method);
  const owner = method === "card" ? paymentSetup.card : paymentSetup.square;
  if (owner === "demo") return demo;
  const real = owner === "stripe" ? stripeProvider() : squareProvider();
  if (!real) throw new Error(`The payment mode names ${owner} for ${method}, but it has no keys`);
  return real;
}

/**
 * The provider that owns a returned id. Demo ids come back through either route, as the demo
 * mimics both; each order only through its method's (checked against the order by the caller).
 */
export function providerForRef(channel: ReturnChannel, providerRef: string): PaymentProvider | null {
  if (isDemoRef(providerRef)) return demoPaymentsEnabled() ? demo : null;
  return channel === "stripe" ? stripeProvider() : squareProvider();
}

/** The provider that took an order's payment, for a refund; null when its keys are gone. */
export function providerOfOrder(provider: "stripe" | "square" | "demo"): PaymentProvider | null {
  if (provider === "demo") return demo;
  return provider === "stripe" ? stripeProvider() : squareProvider();
}

export function demoProvider(): PaymentProvider {
  return demo;
}
