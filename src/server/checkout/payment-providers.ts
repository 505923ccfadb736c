import "server-only";
import type { CheckoutMethod } from "@/domain/checkout/methods";
import { env } from "../env";
import { createDemoProvider, isDemoRef } from "../payments/demo-provider";
import type { PaymentProvider } from "../payments/payment-provider";
import { createSquareProvider } from "../payments/square-provider";
import { createStripeProvider } from "../payments/stripe-provider";

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

export function demoPaymentsEnabled(): boolean {
  return env.DEMO_PAYMENTS || (!env.STRIPE_SECRET_KEY && !env.SQUARE_ACCESS_TOKEN);
}

/** Card payments go to Stripe and "square" to Square; with no keys both use the demo provider. */
export function paymentProviderFor(method: CheckoutMethod): PaymentProvider {
  if (method !== "card" && method !== "square") throw new Error(`${method} is paid by hand, not through a provider`);
  const real = method === "card" ? stripeProvider() : squareProvider();
  if (real) return real;
  if (demoPaymentsEnabled()) return demo;
  throw new Error(`No payment provider for ${method}: set its keys or DEMO_PAYMENTS=1`);
}

/** The provider that owns a returned id; demo ids come back through Stripe's route, as the demo mimics it. */
export function providerForRef(channel: ReturnChannel, providerRef: string): PaymentProvider | null {
  if (channel === "stripe" && isDemoRef(providerRef)) return demoPaymentsEnabled() ? demo : null;
  return channel === "stripe" ? stripeProvider() : squareProvider();
}

export function demoProvider(): PaymentProvider {
  return demo;
}
