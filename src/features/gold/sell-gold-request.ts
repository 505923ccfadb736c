import type { SellPayoutMethod } from "@/domain/gold/sell-offer";
import { callApiLater } from "@/features/network/call-api-later";

/*
 * The sell form's sending half, loaded with its first submit: the gold page's first load carries
 * no email rule, API client or route for a form below the fold that most visitors never send.
 */
export { isValidContactEmail } from "@/domain/contact/contact-rules";

export type SaleInput = {
  millions: number;
  rsn: string;
  email: string;
  payoutMethod: SellPayoutMethod;
  payoutDetails: string;
};

/** Places the sale; the answer carries the sale's private page. */
export function placeSale(input: SaleInput) {
  return callApiLater(async () => (await import("@/domain/api/sell-order-routes")).SELL_ORDER_ROUTE, input);
}
