import type { CartItem } from "@/domain/cart/cart-schema";
import type { UserData } from "@/domain/checkout/purchase";
import type { OrderLine } from "@/domain/checkout/reprice";
import { centsToDollars } from "@/domain/money/money";
import { lineStory } from "@/domain/pricing/pricing-context";

/** Typed analytics events for window.dataLayer (spec section 9). Later events join this union. */

export const ANALYTICS_CURRENCY = "USD";
export const PAGE_VIEW_DELAY_MS = 100;
/**
 * How long a page_view waits past the delay for a title the new page has not set yet (Next streams
 * a page's metadata, so on a slow phone the title can come after the content): a page view without
 * its title is worth less to the operator than one a moment late.
 */
export const PAGE_VIEW_TITLE_WAIT_MS = 1_000;

export type PageViewEvent = {
  event: "page_view";
  page_path: string;
  page_location: string;
  page_title: string;
};

/** GA4's ecommerce item: prices as decimal dollars, the unit tag managers expect. */
export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price: number;
  quantity: number;
};

export type AddToCartEvent = {
  event: "add_to_cart";
  ecommerce: { currency: typeof ANALYTICS_CURRENCY; value: number; items: AnalyticsItem[] };
};

export type PurchaseEvent = {
  event: "purchase";
  ecommerce: {
    transaction_id: string;
    currency: typeof ANALYTICS_CURRENCY;
    value: number;
    /** The promo code the order was placed with (GA4's field), when it had one. */
    coupon?: string;
    items: AnalyticsItem[];
  };
  user_data: UserData;
};

export type AnalyticsEvent = PageViewEvent | AddToCartEvent | PurchaseEvent;

/** Every pushed event carries an id so the tag manager and the server can de-duplicate it. */
export type IdentifiedEvent<E extends AnalyticsEvent = AnalyticsEvent> = E & { event_id: string };

export function buildPageViewEvent(input: { path: string; location: string; title: string }): PageViewEvent {
  return { event: "page_view", page_path: input.path, page_location: input.location, page_title: input.title };
}

/** The unit price a line is charged: what the line is charged over its count, as decimal dollars. */
function chargedUnitPrice(payableCents: number, count: number): number {
  return centsToDollars(count > 0 ? Math.round(payableCents / count) : payableCents);
}

/** A cart line as charged (after the site-wide discount), the one price story's figure. */
export function toAnalyticsItem(item: CartItem, discountBasisPoints: number): AnalyticsItem {
  return {
    item_id: item.sku,
    item_name: item.name,
    ...(item.subName ? { item_variant: item.subName } : {}),
    price: chargedUnitPrice(lineStory(item, { discountBasisPoints }).payableCents, item.count),
    quantity: item.count,
  };
}

/** Its value is what the line will be charged, as the purchase event's is. */
export function buildAddToCartEvent(item: CartItem, discountBasisPoints: number): AddToCartEvent {
  return {
    event: "add_to_cart",
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: centsToDollars(lineStory(item, { discountBasisPoints }).payableCents),
      items: [toAnalyticsItem(item, discountBasisPoints)],
    },
  };
}

/** The one purchase event of a paid order, with the server's lines and total. */
export function buildPurchaseEvent(input: {
  transactionId: string;
  totalCents: number;
  lines: readonly OrderLine[];
  userData: UserData;
  coupon?: string;
}): PurchaseEvent {
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: input.transactionId,
      currency: ANALYTICS_CURRENCY,
      value: centsToDollars(input.totalCents),
      ...(input.coupon ? { coupon: input.coupon } : {}),
      items: input.lines.map((line) => ({
        item_id: line.sku,
        item_name: line.name,
        ...(line.subName ? { item_variant: line.subName } : {}),
        price: chargedUnitPrice(line.payableCents, line.count),
        quantity: line.count,
      })),
    },
    user_data: input.userData,
  };
}

export function withEventId<E extends AnalyticsEvent>(event: E, eventId: string): IdentifiedEvent<E> {
  return { ...event, event_id: eventId };
}
