import { describe, expect, it } from "vitest";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import {
  ANALYTICS_CURRENCY,
  buildAddToCartEvent,
  buildPageViewEvent,
  buildPurchaseEvent,
  PAGE_VIEW_DELAY_MS,
  withEventId,
} from "./events";

describe("analytics events", () => {
  it("uses USD and a 100 ms page-view delay", () => {
    expect(ANALYTICS_CURRENCY).toBe("USD");
    expect(PAGE_VIEW_DELAY_MS).toBe(100);
  });

  it("builds a page_view and attaches the event id without touching the rest", () => {
    const event = buildPageViewEvent({ path: "/osrs-gold", location: "http://shop.test/osrs-gold?x=1", title: "Gold" });
    expect(withEventId(event, "id-1")).toEqual({
      event: "page_view",
      page_path: "/osrs-gold",
      page_location: "http://shop.test/osrs-gold?x=1",
      page_title: "Gold",
      event_id: "id-1",
    });
    expect(event).not.toHaveProperty("event_id");
  });
});

describe("add_to_cart", () => {
  it("reports the line in USD with decimal prices", () => {
    const event = buildAddToCartEvent(buildGoldCartItem(750), 1_000);
    expect(event).toEqual({
      event: "add_to_cart",
      ecommerce: {
        currency: "USD",
        value: 142.5,
        items: [{ item_id: "osrs-gold", item_name: "OSRS Gold", item_variant: "750M", price: 142.5, quantity: 1 }],
      },
    });
  });

  it("leaves out the variant when there is none and counts units", () => {
    const event = buildAddToCartEvent(
      {
        sku: "zulrah",
        name: "Zulrah kills",
        count: 40,
        pricePer: 250,
        totalPrice: 10_000,
        imageSrc: "/art/pvm.svg",
        config: {},
      },
      0,
    );
    expect(event.ecommerce.items[0]).toEqual({
      item_id: "zulrah",
      item_name: "Zulrah kills",
      price: 2.5,
      quantity: 40,
    });
    expect(event.ecommerce.value).toBe(100);
  });

  it("carries what a discounted line will be charged, not its list price", () => {
    const event = buildAddToCartEvent(
      {
        sku: "fire-cape",
        name: "Fire Cape",
        subName: "Zerker",
        count: 1,
        pricePer: 3_500,
        totalPrice: 3_500,
        imageSrc: "/art/fire-cape.svg",
        config: { "account-type": "zerker" },
      },
      1_000,
    );
    expect(event.ecommerce.value).toBe(31.5);
    expect(event.ecommerce.items[0]?.price).toBe(31.5);
    const kills = buildAddToCartEvent(
      {
        sku: "zulrah",
        name: "Zulrah kills",
        count: 40,
        pricePer: 250,
        totalPrice: 10_000,
        imageSrc: "/a.svg",
        config: {},
      },
      1_000,
    );
    expect(kills.ecommerce).toMatchObject({ value: 90, items: [{ price: 2.25, quantity: 40 }] });
  });
});

describe("purchase", () => {
  it("reports the server's total and lines with the visitor's user data", () => {
    const event = buildPurchaseEvent({
      transactionId: "RF-ABCDEFGH",
      totalCents: 17_400,
      lines: [
        {
          sku: "fire-cape",
          name: "Fire Cape",
          subName: "Zerker",
          count: 1,
          config: {},
          unitCents: 3_500,
          totalCents: 3_500,
          discountCents: 350,
          payableCents: 3_150,
        },
        {
          sku: "osrs-gold",
          name: "OSRS Gold",
          subName: "750M",
          count: 1,
          config: {},
          unitCents: 14_250,
          totalCents: 14_250,
          discountCents: 0,
          payableCents: 14_250,
        },
      ],
      userData: { email: "a@b.co", email_address: "a@b.co", first_name: "Zez" },
    });
    expect(event.ecommerce).toMatchObject({ transaction_id: "RF-ABCDEFGH", currency: "USD", value: 174 });
    expect(event.ecommerce.items.map((item) => item.price)).toEqual([31.5, 142.5]);
    expect(event.user_data).toEqual({ email: "a@b.co", email_address: "a@b.co", first_name: "Zez" });
    expect(event.ecommerce).not.toHaveProperty("coupon");
  });

  it("carries the promo code the order was placed with as coupon", () => {
    const event = buildPurchaseEvent({
      transactionId: "RF-1",
      totalCents: 2_835,
      lines: [],
      userData: {},
      coupon: "SPRING10",
    });
    expect(event.ecommerce).toMatchObject({ value: 28.35, coupon: "SPRING10" });
  });
});
