import "server-only";
import Stripe from "stripe";
import { z } from "zod";
import type { DisputeOutcome } from "@/domain/checkout/order-transitions";
import type { ReportedPayment } from "@/domain/checkout/payment-check";
import { type ProviderLine, providerLines } from "@/domain/checkout/provider-lines";
import { AppError } from "../http/errors";
import { type PaymentProvider, type WebhookEvent, WebhookSignatureError } from "./payment-provider";

/** How old a signed webhook may be, in seconds; older ones are refused as possible replays. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** host, port and protocol for a stand-in of Stripe's API (tests); empty means Stripe itself. */
function apiTarget(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/**
 * One Stripe line per order line, at what the shop charges for it (a promo code shared out, see
 * providerLines). Quantity stays 1 so Stripe adds up exactly the cents we charge (a discounted total
 * need not divide by the count).
 */
function lineItem(line: ProviderLine): Stripe.Checkout.SessionCreateParams.LineItem {
  return {
    quantity: 1,
    price_data: { currency: "usd", unit_amount: line.amountCents, product_data: { name: line.name } },
  };
}

function paymentRefOf(session: Stripe.Checkout.Session): string {
  const intent = session.payment_intent;
  if (typeof intent === "string") return intent;
  return intent?.id ?? session.id;
}

/** The fields of a checkout session that say whether, and how much, it was paid. */
type SessionFields = { payment_status?: string | null; amount_total?: number | null; currency?: string | null };

function isPaid(session: SessionFields): boolean {
  return session.payment_status === "paid" || session.payment_status === "no_payment_required";
}

/** What the session says was charged; the shop compares it with the stored order before believing "paid". */
function reportOf(session: SessionFields): ReportedPayment {
  return {
    provider: "Stripe",
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    noPaymentRequired: session.payment_status === "no_payment_required",
  };
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
          line_items: providerLines(order.lines, order.totals).map(lineItem),
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
      if (isPaid(session)) return { status: "paid", paymentRef: paymentRefOf(session), reported: reportOf(session) };
      if (session.status === "expired") return { status: "cancelled" };
      return { status: "unpaid" };
    },
    /*
     * The charge comes back with the refund, so the shop records its running total refunded, as
     * charge.refunded reports it: whichever of the two arrives first, the total is counted once.
     */
    async refund(call) {
      const refund = await stripe.refunds.create(
        { payment_intent: call.paymentRef, amount: call.amountCents, expand: ["charge"] },
        { idempotencyKey: call.idempotencyKey },
      );
      const charge = refund.charge;
      return {
        refundId: refund.id,
        dedupId: `refund:${refund.id}`,
        cumulativeCents: charge && typeof charge === "object" ? charge.amount_refunded : undefined,
      };
    },
  };
}

/*
 * The parts of an event this shop reads, within the lengths its columns hold (payment_events.id,
 * event_type, provider refs); a signed body without them is refused, not trusted blindly.
 */
const stripeRef = z.string().min(1).max(255);
const intentRef = z.union([stripeRef, z.looseObject({ id: stripeRef })]).nullish();
const currency = z.string().min(3).max(10);
const cents = z.number().int().nonnegative();

const stripeEventSchema = z.object({
  id: stripeRef,
  type: z.string().min(1).max(100),
  data: z.object({ object: z.looseObject({ id: stripeRef }) }),
});

const sessionSchema = z.looseObject({
  id: stripeRef,
  payment_status: z.string().nullish(),
  payment_intent: intentRef,
  amount_total: z.number().int().nullish(),
  currency: currency.nullish(),
});

/** A charge after a refund: amount_refunded is everything refunded on it so far. */
const chargeSchema = z.looseObject({
  id: stripeRef,
  payment_intent: intentRef,
  amount_refunded: cents,
  currency,
});

const disputeSchema = z.looseObject({
  id: stripeRef,
  payment_intent: intentRef,
  amount: cents,
  currency,
  reason: z.string().max(100).nullish(),
  status: z.string().min(1).max(50),
});

function intentIdOf(intent: z.infer<typeof intentRef>): string | null {
  if (!intent) return null;
  return typeof intent === "string" ? intent : intent.id;
}

function disputeOutcome(status: string): DisputeOutcome {
  return status === "won" || status === "lost" ? status : "other";
}

function parseObject<T extends z.ZodType>(schema: T, object: unknown): z.infer<T> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw new AppError("bad_request:stripe-webhook", "The event is not a Stripe event.");
  return parsed.data;
}

/**
 * Verifies a webhook's signature over the raw body (and its age) and says what it means for which
 * order. Anything that fails verification is a WebhookSignatureError; nothing unverified is parsed.
 * Checkout sessions name the order by session id; charges and disputes by payment intent, which
 * is what markOrderPaid kept as the order's payment ref.
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
  const { id: eventId, type, data } = parseObject(stripeEventSchema, event);
  switch (type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = parseObject(sessionSchema, data.object);
      // Completed but not yet paid (a delayed method): async_payment_succeeded follows.
      if (!isPaid(session)) return { kind: "other", eventId, type };
      return {
        kind: "payment",
        eventId,
        type,
        providerRef: session.id,
        paymentRef: intentIdOf(session.payment_intent) ?? session.id,
        reported: reportOf(session),
      };
    }
    // After these the session can never be paid.
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return { kind: "cancellation", eventId, type, providerRef: data.object.id };
    case "charge.refunded": {
      const charge = parseObject(chargeSchema, data.object);
      return {
        kind: "refund",
        eventId,
        type,
        dedupId: eventId,
        match: { paymentRef: intentIdOf(charge.payment_intent), providerRef: null },
        refund: { amountCents: charge.amount_refunded, cumulative: true, currency: charge.currency },
      };
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const dispute = parseObject(disputeSchema, data.object);
      return {
        kind: "dispute",
        eventId,
        type,
        match: { paymentRef: intentIdOf(dispute.payment_intent), providerRef: null },
        dispute:
          type === "charge.dispute.created"
            ? {
                phase: "opened",
                amountCents: dispute.amount,
                currency: dispute.currency,
                reason: dispute.reason ?? "unknown",
              }
            : { phase: "closed", outcome: disputeOutcome(dispute.status), status: dispute.status },
      };
    }
    default:
      return { kind: "other", eventId, type };
  }
}
