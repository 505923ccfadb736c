import "server-only";
import { type Square, SquareClient, SquareEnvironment, SquareError, WebhooksHelper } from "square";
import { z } from "zod";
import type { DisputeOutcome } from "@/domain/checkout/order-transitions";
import type { ReportedPayment } from "@/domain/checkout/payment-check";
import { providerLines } from "@/domain/checkout/provider-lines";
import { AppError } from "../http/errors";
import {
  type PaymentMatch,
  type PaymentProvider,
  ProviderRefusal,
  type VerifiedPayment,
  type WebhookEvent,
  WebhookSignatureError,
} from "./payment-provider";

/*
 * Square's hosted checkout (payment links). The provider ref is the Square order id, because that
 * is what Square appends to the redirect as ?orderId= and what a payment's order_id names.
 */

export type SquareProviderOptions = {
  accessToken: string;
  locationId: string;
  environment: "sandbox" | "production";
  /** A stand-in of Square's API for tests; the SDK takes a base URL as its environment. */
  apiUrl?: string;
};

const CURRENCY = "USD";

export function createSquareProvider(options: SquareProviderOptions): PaymentProvider {
  const client = new SquareClient({
    token: options.accessToken,
    environment:
      options.apiUrl ??
      (options.environment === "production" ? SquareEnvironment.Production : SquareEnvironment.Sandbox),
    timeoutInSeconds: 20,
  });

  return {
    id: "square",
    async createPayment(order, siteUrl) {
      let link: Square.PaymentLink | undefined;
      try {
        const response = await client.checkout.paymentLinks.create({
          // One link per stored order, even if the request is retried.
          idempotencyKey: order.id,
          order: {
            locationId: options.locationId,
            referenceId: order.reference,
            lineItems: providerLines(order.lines, order.totals).map((line) => ({
              name: line.name,
              // What the shop charges for the whole line (a promo code shared out), so Square's total is exactly ours.
              quantity: "1",
              basePriceMoney: { amount: BigInt(line.amountCents), currency: CURRENCY },
            })),
          },
          checkoutOptions: { redirectUrl: `${siteUrl.replace(/\/+$/, "")}/checkout` },
          prePopulatedData: { buyerEmail: order.email },
        });
        link = response.paymentLink;
      } catch (error) {
        throw unavailable("Square could not start the payment. Please try again.", error);
      }
      if (!link?.orderId || !link.url) {
        throw unavailable("Square did not return a payment link. Please try again.", link);
      }
      return { providerRef: link.orderId, redirectUrl: link.url };
    },

    async verifyPayment(orderId) {
      let squareOrder: Square.Order | undefined;
      try {
        squareOrder = (await client.orders.get({ orderId })).order;
      } catch (error) {
        if (isNotFound(error)) return { status: "unknown" };
        throw unavailable("Square could not be asked about this payment. Please try again.", error);
      }
      if (!squareOrder) return { status: "unknown" };
      if (squareOrder.state === "CANCELED") return { status: "cancelled" };
      return settlement(squareOrder, await completedPayments(client, squareOrder.tenders ?? []));
    },

    /*
     * Square's refund webhook counts each refund by its id (refund:<id>); the shop records it under
     * the same. Square usually answers PENDING: that is not money back yet, so it is held until
     * refund.updated says COMPLETED (counted) or FAILED / REJECTED (released).
     */
    async refund(call) {
      let response: Square.RefundPaymentResponse;
      try {
        response = await client.refunds.refundPayment({
          idempotencyKey: call.idempotencyKey,
          paymentId: call.paymentRef,
          amountMoney: { amount: BigInt(call.amountCents), currency: call.currency as Square.Currency },
        });
      } catch (error) {
        throw inSquaresWords(error);
      }
      const refundId = response.refund?.id;
      if (!refundId) throw unavailable("Square did not return the refund. Please try again.", response);
      const status = response.refund?.status;
      // Square took the request and said no at once: as good as a 4xx, nothing moved.
      if (status && FAILED_REFUND_STATUSES.has(status)) {
        throw new ProviderRefusal(`Square reported the refund ${status.toLowerCase()}.`, 400);
      }
      return { refundId, dedupId: `refund:${refundId}`, pending: status !== "COMPLETED" };
    },
  };
}

/**
 * Paid once Square completed the order, or its completed payments cover Square's own total (a
 * split tender arrives one payment at a time). What it reports is the money taken; the shop then
 * compares that with its stored total before the order counts as paid.
 */
function settlement(order: Square.Order, payments: Square.Payment[]): VerifiedPayment {
  const squareTotal = moneyOf(order.totalMoney);
  const taken = payments.length > 0 ? sumOf(payments.map((payment) => moneyOf(payment.amountMoney))) : squareTotal;
  if (order.state !== "COMPLETED") {
    if (payments.length === 0 || !taken || !squareTotal || taken.cents < squareTotal.cents) return { status: "unpaid" };
  }
  const tender = order.tenders?.[0];
  return {
    status: "paid",
    paymentRef: payments[0]?.id ?? tender?.paymentId ?? tender?.id ?? undefined,
    reported: report(taken),
  };
}

/** The order's tenders whose payments Square reports as COMPLETED. */
async function completedPayments(client: SquareClient, tenders: Square.Tender[]): Promise<Square.Payment[]> {
  const ids = [...new Set(tenders.map((tender) => tender.paymentId ?? tender.id).filter((id): id is string => !!id))];
  const payments = await Promise.all(
    ids.map(async (paymentId) => {
      try {
        return (await client.payments.get({ paymentId })).payment;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw unavailable("Square could not be asked about this payment. Please try again.", error);
      }
    }),
  );
  return payments.filter((payment): payment is Square.Payment => payment?.status === "COMPLETED");
}

type Money = { cents: bigint; currency: string };

/** Money as integer cents in its currency, or null when Square did not give a whole amount. */
function moneyOf(money: Square.Money | undefined): Money | null {
  const amount: unknown = money?.amount;
  if (!money?.currency) return null;
  if (typeof amount === "bigint") return { cents: amount, currency: money.currency };
  if (typeof amount === "number" && Number.isInteger(amount))
    return { cents: BigInt(amount), currency: money.currency };
  return null;
}

/** Payments added up; null if one has no amount or they are in different currencies. */
function sumOf(amounts: (Money | null)[]): Money | null {
  const [first, ...rest] = amounts;
  if (!first) return null;
  let cents = first.cents;
  for (const money of rest) {
    if (!money || money.currency !== first.currency) return null;
    cents += money.cents;
  }
  return { cents, currency: first.currency };
}

function report(money: Money | null): ReportedPayment {
  const cents = money && money.cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(money.cents) : null;
  return { provider: "Square", amountCents: cents, currency: money?.currency ?? null, noPaymentRequired: false };
}

function isNotFound(error: unknown): boolean {
  return error instanceof SquareError && error.statusCode === 404;
}

/**
 * The SDK's error message is its status code and the whole response body, which the operator
 * would read in the refund dialog: Square's own details ("The card issuer declined the refund.")
 * say it, and the status stays on the error so a 4xx still counts as Square saying no.
 */
function inSquaresWords(error: unknown): unknown {
  if (!(error instanceof SquareError)) return error;
  // Without a body the SDK fills in the code "Unknown": the original message says more.
  const details = error.errors
    .map((entry) => entry.detail || (entry.code === "Unknown" ? "" : entry.code))
    .filter((detail) => detail !== "");
  if (details.length === 0) return error;
  return new ProviderRefusal(details.join(" "), error.statusCode, { cause: error });
}

function unavailable(message: string, cause: unknown): AppError {
  return new AppError("unavailable:square", message, { cause });
}

const MAX_WEBHOOK_ID_LENGTH = 255;
const squareId = z.string().min(1).max(MAX_WEBHOOK_ID_LENGTH);
const moneySchema = z.object({ amount: z.number().int(), currency: z.string().min(3).max(10) });

const squareWebhookSchema = z.object({
  event_id: squareId,
  type: z.string().min(1).max(100),
  data: z
    .object({
      object: z
        .object({
          payment: z
            .object({
              id: squareId,
              order_id: squareId.optional(),
              status: z.string().optional(),
              amount_money: moneySchema.optional(),
            })
            .optional(),
          refund: z
            .object({
              id: squareId,
              status: z.string().optional(),
              payment_id: squareId.optional(),
              order_id: squareId.optional(),
              amount_money: moneySchema.optional(),
            })
            .optional(),
          dispute: z
            .object({
              id: squareId,
              state: z.string().max(50).optional(),
              reason: z.string().max(100).optional(),
              amount_money: moneySchema.optional(),
              disputed_payment: z.object({ payment_id: squareId.optional() }).optional(),
            })
            .optional(),
        })
        .nullish(),
    })
    .nullish(),
});

const PAYMENT_EVENTS = new Set(["payment.created", "payment.updated"]);
const REFUND_EVENTS = new Set(["refund.created", "refund.updated"]);
/** Square's refund statuses after which no money goes back. */
const FAILED_REFUND_STATUSES = new Set(["FAILED", "REJECTED"]);

/** A refund Square says it did not make (FAILED or REJECTED): a back-office refund pending under its id is released. */
export type SquareRefundFailure = {
  kind: "refund-failed";
  eventId: string;
  type: string;
  refundId: string;
  status: string;
  match: PaymentMatch;
};

/** Square's dispute states that end a dispute, and what each means for the order. */
const CLOSED_DISPUTE_STATES: Record<string, DisputeOutcome> = {
  WON: "won",
  LOST: "lost",
  ACCEPTED: "lost",
  INQUIRY_CLOSED: "other",
};

/**
 * Verifies Square's HMAC-SHA256 signature, which covers the notification URL followed by the raw
 * body, then reads what the event says about which order. Only a COMPLETED payment is a payment,
 * and what it reports (amount_money, the payment without any tip) is checked against the stored
 * order before the order counts as paid. Only a COMPLETED refund is a refund; it names the
 * payment (orders.provider_payment_ref) and the order, and counts once per refund id. A FAILED or
 * REJECTED one is reported apart, so the refund the back office holds as pending ends. A new
 * dispute, and one whose state ends it (won, lost, accepted), name the disputed payment.
 */
export async function parseSquareWebhook(
  rawBody: string,
  signature: string | null,
  signatureKey: string,
  notificationUrl: string,
): Promise<WebhookEvent | SquareRefundFailure> {
  if (!signature) throw new WebhookSignatureError("Missing x-square-hmacsha256-signature header");
  const valid = await WebhooksHelper.verifySignature({
    requestBody: rawBody,
    signatureHeader: signature,
    signatureKey,
    notificationUrl,
  });
  if (!valid) throw new WebhookSignatureError("Invalid Square webhook signature");

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError("bad_request:square-webhook", "The event is not valid JSON.");
  }
  const parsed = squareWebhookSchema.safeParse(json);
  if (!parsed.success) throw new AppError("bad_request:square-webhook", "The event is not a Square event.");
  const { event_id: eventId, type, data } = parsed.data;
  const payment = data?.object?.payment;
  if (PAYMENT_EVENTS.has(type) && payment?.status === "COMPLETED" && payment.order_id) {
    const money = payment.amount_money;
    return {
      kind: "payment",
      eventId,
      type,
      providerRef: payment.order_id,
      paymentRef: payment.id,
      reported: report(money ? { cents: BigInt(money.amount), currency: money.currency } : null),
    };
  }
  const refund = data?.object?.refund;
  const refundMatch = { paymentRef: refund?.payment_id ?? null, providerRef: refund?.order_id ?? null };
  if (REFUND_EVENTS.has(type) && refund?.status === "COMPLETED" && refund.amount_money) {
    return {
      kind: "refund",
      eventId,
      type,
      dedupId: `refund:${refund.id}`,
      match: refundMatch,
      refund: {
        amountCents: refund.amount_money.amount,
        cumulative: false,
        currency: refund.amount_money.currency,
        providerRefundId: refund.id,
      },
    };
  }
  if (REFUND_EVENTS.has(type) && refund?.status && FAILED_REFUND_STATUSES.has(refund.status)) {
    return { kind: "refund-failed", eventId, type, refundId: refund.id, status: refund.status, match: refundMatch };
  }
  const dispute = data?.object?.dispute;
  const disputedPayment = dispute?.disputed_payment?.payment_id ?? null;
  if (type === "dispute.created" && dispute?.amount_money && disputedPayment) {
    return {
      kind: "dispute",
      eventId,
      type,
      match: { paymentRef: disputedPayment, providerRef: null },
      dispute: {
        phase: "opened",
        amountCents: dispute.amount_money.amount,
        currency: dispute.amount_money.currency,
        reason: (dispute.reason ?? "unknown").toLowerCase(),
      },
    };
  }
  const outcome = dispute?.state ? CLOSED_DISPUTE_STATES[dispute.state] : undefined;
  if (type === "dispute.state.updated" && dispute?.state && outcome && disputedPayment) {
    return {
      kind: "dispute",
      eventId,
      type,
      match: { paymentRef: disputedPayment, providerRef: null },
      dispute: { phase: "closed", outcome, status: dispute.state.toLowerCase() },
    };
  }
  return { kind: "other", eventId, type };
}
