import "server-only";
import Stripe from "stripe";
import { z } from "zod";
import type { OrderLine } from "@/domain/checkout/reprice";
import { AppError } from "../http/errors";
import { type PaymentProvider, type WebhookEvent, WebhookSignatureError } from "./payment-provider";

/** How old a signed webhook may be, in seconds; older ones are refused as possible replays. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Checkout events after which an order can never be paid through that session. */
export const STRIPE_CANCELLING_EVENTS: readonly string[] = [
  "checkout.session.expired",
  "checkout.session.async_payment_failed",
];

/** host, port and protocol for a stand-in of Stripe's API (tests); empty means Stripe itself. */
function apiTarget(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/**
 * One Stripe line per order line, at the server's payable amount. Quantity stays 1 so Stripe adds
 * up exactly the cents we charge (a discounted total need not divide by the count).
 */
function lineItem(line: OrderLine): Stripe.Checkout.SessionCreateParams.LineItem {
  const name = `${line.name}${line.subName ? ` (${line.subName})` : ""}${line.count > 1 ? ` × ${line.count}` : ""}`;
  return {
    quantity: 1,
    price_data: { currency: "usd", unit_amount: line.payableCents, product_data: { name } },
  };
}

function paymentRefOf(session: Stripe.Checkout.Session): string {
  const intent = session.payment_intent;
  if (typeof intent === "string") return intent;
  return intent?.id ?? session.id;
}

function isPaid(session: Stripe.Checkout.Session): boolean {
  return session.payment_status === "paid" || session.payment_status === "no_payment_required";
}

function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}

export function createStripeProvider(options: { secretKey: string; apiUrl?: string }): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...apiTarget(options.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    id: "stripe",
    async createPayment(order, siteUrl) {
      const base = siteUrl.replace(/\/+$/, "");
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: order.email,
          client_reference_id: order.reference,
          metadata: { orderId: order.id, reference: order.reference },
          line_items: order.lines.map(lineItem),
          // Stripe replaces the literal {CHECKOUT_SESSION_ID}; it must reach Stripe unencoded.
          success_url: `${base}/checkout?stripe_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${base}/checkout?cancelled=1`,
        },
        // A retried request for the same order gets the same session instead of a second one.
        { idempotencyKey: `order-${order.id}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { providerRef: session.id, redirectUrl: session.url };
    },
    async verifyPayment(providerRef) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerRef);
      } catch (error) {
        if (isMissingResource(error)) return { status: "unknown" };
        throw error;
      }
      if (isPaid(session)) return { status: "paid", paymentRef: paymentRefOf(session) };
      if (session.status === "expired") return { status: "cancelled" };
      return { status: "unpaid" };
    },
  };
}

/**
 * The parts of an event this shop reads, within the lengths its columns hold (payment_events.id,
 * event_type, provider refs); a signed body without them is refused, not trusted blindly.
 */
const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  data: z.object({
    object: z.looseObject({
      id: z.string().min(1).max(255),
      payment_status: z.string().nullish(),
      payment_intent: z.union([z.string().max(255), z.looseObject({ id: z.string().max(255) })]).nullish(),
    }),
  }),
});

/**
 * Verifies a webhook's signature over the raw body (and its age) and says what it means for which
 * session. Anything that fails verification is a WebhookSignatureError; nothing unverified is parsed.
 */
export function parseStripeWebhook(
  rawBody: string,
  signature: string | null,
  secret: string,
  nowSeconds?: number,
): WebhookEvent {
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      nowSeconds === undefined ? undefined : nowSeconds * 1000,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message, { cause: error });
    }
    if (error instanceof SyntaxError) {
      throw new AppError("bad_request:stripe-webhook", "The event is not valid JSON.", { cause: error });
    }
    throw error;
  }
  if (!stripeEventSchema.safeParse(event).success) {
    throw new AppError("bad_request:stripe-webhook", "The event is not a Stripe event.");
  }
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const paid = isPaid(session);
      return {
        eventId: event.id,
        type: event.type,
        providerRef: session.id,
        paid,
        ...(paid ? { paymentRef: paymentRefOf(session) } : {}),
      };
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return { eventId: event.id, type: event.type, providerRef: event.data.object.id, paid: false };
    default:
      return { eventId: event.id, type: event.type, providerRef: null, paid: false };
  }
}
