import {
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placeOrderContract,
  priceChangedErrorSchema,
} from "@/domain/api/checkout-order";
import { contactMessageContract } from "@/domain/api/contact-message";
import { markAsCompletedContract, type PaymentChannel, paymentDataContract } from "@/domain/api/payment-return";
import type { PaymentData } from "@/domain/checkout/payment-data";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { callApi } from "@/features/network/call-api";

export type { PaymentChannel, PaymentData };

export type PlaceOrderResult =
  | PlaceOrderResponse
  | { kind: "price-changed"; message: string; totals: OrderTotals; lines: OrderLine[] }
  | { kind: "error"; message: string };

const UNPLACED_MESSAGE = "Your order could not be placed.";

/** POST /api/checkout/order; every answer becomes something the page can show. */
export async function placeOrderRequest(input: Omit<PlaceOrderRequest, "acceptTerms">): Promise<PlaceOrderResult> {
  const result = await callApi(placeOrderContract, { ...input, acceptTerms: true });
  if (result.ok) return result.data;
  const { error } = result;
  if (error.kind === "server" && error.status === 409) {
    const changed = priceChangedErrorSchema.safeParse(error.body);
    if (changed.success) {
      const { message, totals, lines } = changed.data;
      return { kind: "price-changed", message, totals, lines };
    }
  }
  if (error.kind === "invalid") return { kind: "error", message: UNPLACED_MESSAGE };
  return { kind: "error", message: error.message };
}

export async function fetchPaymentData(
  channel: PaymentChannel,
  id: string,
): Promise<PaymentData | "not-found" | "error"> {
  const result = await callApi(paymentDataContract(channel), { id }, { cache: "no-store" });
  if (result.ok) return result.data;
  return result.error.kind === "server" && result.error.status === 404 ? "not-found" : "error";
}

/** Records that the purchase event was sent; keepalive, so it still goes if the visitor leaves at once. */
export async function markAsCompleted(channel: PaymentChannel, id: string): Promise<void> {
  await callApi(markAsCompletedContract(channel), channel === "stripe" ? { stripeId: id } : { squareId: id }, {
    keepalive: true,
  });
}

/** The checkout's chat fallback (spec section 7): the shop hears of the order by email instead. */
export async function notifyShop(email: string, message: string): Promise<void> {
  await callApi(contactMessageContract, { email, message });
}
