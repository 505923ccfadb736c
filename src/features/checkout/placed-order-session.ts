import type { PlacedManualOrder } from "@/domain/api/checkout-order";
import { clearCart } from "@/features/cart/cart-store";

/*
 * A manual order's confirmation outlives the cart it came from: it is kept in this tab's session
 * storage under its reference, and the address names the reference, so a reload shows it again
 * while another visitor who guesses a reference sees nothing of the order.
 */

const STORAGE_PREFIX = "shop:placed-order:";
const ORDER_PAGE_PREFIX = "shop:order-page:";

/** The checkout's query parameter that names a placed manual order. */
export const PLACED_ORDER_PARAM = "placed";

/** Remembers the order for this tab, empties the cart (a new uuid) and puts the reference in the address. */
export function finishManualOrder(placed: PlacedManualOrder): void {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + placed.reference, JSON.stringify(placed));
  } catch {
    // Private mode may refuse storage: the page still shows the order until it is reloaded, and the email has it all.
  }
  clearCart();
  window.history.replaceState(null, "", `/checkout?${PLACED_ORDER_PARAM}=${encodeURIComponent(placed.reference)}`);
}

/**
 * The order this tab placed under that reference, or null (another tab, a guessed reference, bad
 * data). The schema is loaded here, not with the module: the checkout form imports this file, and
 * zod would otherwise be in every checkout's first load for a page seen only after a reload.
 */
export async function readPlacedOrder(reference: string): Promise<PlacedManualOrder | null> {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_PREFIX + reference);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const { placeOrderResponseSchema } = await import("@/domain/api/checkout-order");
  try {
    const parsed = placeOrderResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.kind === "manual" && parsed.data.reference === reference ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Before a card or wallet payment leaves for the provider: the link to the order's page, kept for
 * this tab under the reference, so the confirmation the provider returns to can offer it.
 */
export function rememberOrderPage(reference: string, orderPath: string): void {
  try {
    window.sessionStorage.setItem(ORDER_PAGE_PREFIX + reference, orderPath);
  } catch {
    // Storage refused: the confirmation says the receipt email has the link.
  }
}

/** The order page's path this tab was given for the reference, or null (another tab, bad data). */
export async function readOrderPage(reference: string): Promise<string | null> {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(ORDER_PAGE_PREFIX + reference);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const { orderPathSchema } = await import("@/domain/api/checkout-order");
  const parsed = orderPathSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
