import "server-only";
import { type Square, SquareClient, SquareEnvironment, SquareError, WebhooksHelper } from "square";
import { z } from "zod";
import { getOrderByProviderRef } from "../db/queries/orders";
import { AppError } from "../http/errors";
import {
  type PaymentProvider,
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
            lineItems: order.lines.map((line) => ({
              name: `${line.name}${line.subName ? ` (${line.subName})` : ""}`,
              // The server's payable amount for the whole line, so Square's total is exactly ours.
              quantity: "1",
              basePriceMoney: { amount: BigInt(line.payableCents), currency: CURRENCY },
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
      const stored = await getOrderByProviderRef(orderId);
      if (!stored) return { status: "unknown" };
      return settlement(
        squareOrder,
        await completedPayments(client, squareOrder.tenders ?? []),
        stored.totals.totalCents,
      );
    },
  };
}

/** Paid only when Square says so and for exactly the total the server priced. */
function settlement(order: Square.Order, payments: Square.Payment[], expectedCents: number): VerifiedPayment {
  const expected = BigInt(expectedCents);
  if (usdCents(order.totalMoney) !== expected) return { status: "unpaid" };
  if (order.state !== "COMPLETED") {
    const paidCents = payments.reduce((sum, payment) => sum + (usdCents(payment.amountMoney) ?? 0n), 0n);
    if (payments.length === 0 || paidCents < expected) return { status: "unpaid" };
  }
  const tender = order.tenders?.[0];
  return { status: "paid", paymentRef: payments[0]?.id ?? tender?.paymentId ?? tender?.id ?? undefined };
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

/** Money as integer cents, or null when it is missing or not in dollars. */
function usdCents(money: Square.Money | undefined): bigint | null {
  if (!money || money.currency !== CURRENCY) return null;
  const amount: unknown = money.amount;
  if (typeof amount === "bigint") return amount;
  if (typeof amount === "number" && Number.isInteger(amount)) return BigInt(amount);
  return null;
}

function isNotFound(error: unknown): boolean {
  return error instanceof SquareError && error.statusCode === 404;
}

function unavailable(message: string, cause: unknown): AppError {
  return new AppError("unavailable:square", message, { cause });
}

const MAX_WEBHOOK_ID_LENGTH = 255;

const squareWebhookSchema = z.object({
  event_id: z.string().min(1).max(MAX_WEBHOOK_ID_LENGTH),
  type: z.string().min(1).max(100),
  data: z
    .object({
      object: z
        .object({
          payment: z
            .object({
              id: z.string().min(1).max(MAX_WEBHOOK_ID_LENGTH),
              order_id: z.string().min(1).max(MAX_WEBHOOK_ID_LENGTH).optional(),
              status: z.string().optional(),
            })
            .optional(),
        })
        .nullish(),
    })
    .nullish(),
});

const PAYMENT_EVENTS = new Set(["payment.created", "payment.updated"]);

/**
 * Verifies Square's HMAC-SHA256 signature, which covers the notification URL followed by the raw
 * body, then reads what the event says about which order. Only a COMPLETED payment is paid.
 */
export async function parseSquareWebhook(
  rawBody: string,
  signature: string | null,
  signatureKey: string,
  notificationUrl: string,
): Promise<WebhookEvent> {
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
  const event = parsed.data;
  const payment = event.data?.object?.payment;
  const providerRef = payment?.order_id ?? null;
  const paid = PAYMENT_EVENTS.has(event.type) && payment?.status === "COMPLETED" && providerRef !== null;
  return {
    eventId: event.event_id,
    type: event.type,
    providerRef,
    paid,
    ...(paid && payment ? { paymentRef: payment.id } : {}),
  };
}
