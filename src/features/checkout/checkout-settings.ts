/**
 * What the checkout page is built with (prerendered, ADR 0003): the discount and the minimum order.
 * The server re-checks both on every order, so a page built with older values can only be refused,
 * never charge the wrong amount.
 */
export type CheckoutSettings = {
  discountBasisPoints: number;
  minOrderCents: number;
};
