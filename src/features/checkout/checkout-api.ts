import type { CartItem } from "@/domain/cart/cart-schema";
import type { CheckoutMethod } from "@/domain/checkout/methods";
import type { PaymentData } from "@/domain/checkout/payment-data";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import type { VisitorProfile } from "@/features/visitor/visitor-profile";

export type PlaceOrderResult =
  | { kind: "redirect"; reference: string; redirectUrl: string; totalCents: number }
  | { kind: "manual"; reference: string; method: CheckoutMethod; totalCents: number }
  | { kind: "price-changed"; message: string; totals: OrderTotals; lines: OrderLine[] }
  | { kind: "error"; message: string };

/** POST /api/checkout/order; every answer becomes something the page can show. */
export async function placeOrderRequest(input: {
  cartUuid: string;
  items: CartItem[];
  profile: VisitorProfile;
  method: CheckoutMethod;
  expectedTotalCents: number;
}): Promise<PlaceOrderResult> {
  try {
    const response = await fetch("/api/checkout/order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...input, acceptTerms: true }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status === 201) return body as PlaceOrderResult;
    if (response.status === 409 && body.totals) {
      return {
        kind: "price-changed",
        message: String(body.message),
        totals: body.totals as OrderTotals,
        lines: body.lines as OrderLine[],
      };
    }
    return {
      kind: "error",
      message: typeof body.message === "string" ? body.message : "Your order could not be placed.",
    };
  } catch {
    return { kind: "error", message: "We could not reach the shop. Check your connection and try again." };
  }
}

export type { PaymentData };

export type PaymentChannel = "stripe" | "square";

export async function fetchPaymentData(
  channel: PaymentChannel,
  id: string,
): Promise<PaymentData | "not-found" | "error"> {
  try {
    const response = await fetch(`/api/${channel}/getPaymentData?id=${encodeURIComponent(id)}`, { cache: "no-store" });
    if (response.status === 404) return "not-found";
    if (!response.ok) return "error";
    return (await response.json()) as PaymentData;
  } catch {
    return "error";
  }
}

export async function markAsCompleted(channel: PaymentChannel, id: string): Promise<void> {
  await fetch(`/api/${channel}/markAsCompleted`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(channel === "stripe" ? { stripeId: id } : { squareId: id }),
    keepalive: true,
  });
}
