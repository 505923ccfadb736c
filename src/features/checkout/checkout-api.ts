import {
  CHECKOUT_QUOTE_ROUTE,
  markAsCompletedRoute,
  PLACE_ORDER_ROUTE,
  paymentDataRoute,
} from "@/domain/api/api-routes";
import type { PlaceOrderRequest } from "@/domain/api/checkout-order";
import type { PaymentChannel } from "@/domain/api/payment-return";
import type { CartItem } from "@/domain/cart/cart-schema";
import type { PlaceOrderOutcome } from "@/domain/checkout/checkout-form-state";
import type { CheckoutQuote } from "@/domain/checkout/checkout-quote";
import type { PaymentData } from "@/domain/checkout/payment-data";
import { callApi } from "@/features/network/call-api";

export type { PaymentChannel, PaymentData };

const UNPLACED_MESSAGE = "Your order could not be placed.";

/** POST /api/checkout/order; every answer becomes something the page can show. */
export async function placeOrderRequest(input: Omit<PlaceOrderRequest, "acceptTerms">): Promise<PlaceOrderOutcome> {
  const result = await callApi(PLACE_ORDER_ROUTE, { ...input, acceptTerms: true });
  if (result.ok) return result.data;
  const { error } = result;
  if (error.kind === "server" && error.status === 409) {
    // Loaded with the answer, not with the page (src/domain/api/api-contract.ts says why).
    const { priceChangedErrorSchema } = await import("@/domain/api/checkout-order");
    const changed = priceChangedErrorSchema.safeParse(error.body);
    if (changed.success) {
      const { message, totals, lines } = changed.data;
      return { kind: "price-changed", message, totals, lines };
    }
  }
  // The code was used up meanwhile, or this email has used it: said by the code's field.
  if (error.kind === "server" && error.code === "bad_request:promo")
    return { kind: "promo-refused", message: error.message };
  if (error.kind === "invalid") return { kind: "error", message: UNPLACED_MESSAGE };
  return { kind: "error", message: error.message };
}

/** POST /api/checkout/quote: the server's price of each line, or a message to show beside a retry. */
export async function quoteRequest(items: CartItem[], code: string | null): Promise<CheckoutQuote | { error: string }> {
  const result = await callApi(CHECKOUT_QUOTE_ROUTE, code === null ? { items } : { items, code });
  if (result.ok) return result.data;
  return { error: result.error.message };
}

export async function fetchPaymentData(
  channel: PaymentChannel,
  id: string,
): Promise<PaymentData | "not-found" | "error"> {
  const result = await callApi(paymentDataRoute(channel), { id }, { cache: "no-store" });
  if (result.ok) return result.data;
  return result.error.kind === "server" && result.error.status === 404 ? "not-found" : "error";
}

/** Records that the purchase event was sent; keepalive, so it still goes if the visitor leaves at once. */
export async function markAsCompleted(channel: PaymentChannel, id: string): Promise<void> {
  await callApi(markAsCompletedRoute(channel), channel === "stripe" ? { stripeId: id } : { squareId: id }, {
    keepalive: true,
  });
}
