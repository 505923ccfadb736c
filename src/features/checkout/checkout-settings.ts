import type { CheckoutMethod } from "@/domain/checkout/methods";

/**
 * What the checkout page is built with (prerendered, ADR 0003): the discount, the minimum order
 * and the methods this shop's payment keys allow. The server re-checks all three on every order,
 * so a page built with older values can only be refused, never charge the wrong amount or reach
 * a provider that is not configured.
 */
export type CheckoutSettings = {
  discountBasisPoints: number;
  minOrderCents: number;
  methods: readonly CheckoutMethod[];
  /** The shop's buy rate, in millicents per million: what paying with OSRS gold asks, as the product pages say. */
  goldBuyMillicentsPerMillion: number;
};
