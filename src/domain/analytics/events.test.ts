import { describe, expect, it } from "vitest";
import { ANALYTICS_CURRENCY, buildAddToCartEvent, buildPageViewEvent, PAGE_VIEW_DELAY_MS, withEventId } from "./events";

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
    const event = buildAddToCartEvent({
      sku: "osrs-gold",
      name: "OSRS Gold",
      subName: "750M",
      count: 1,
      pricePer: 14_250,
      totalPrice: 14_250,
      imageSrc: "/art/gold.svg",
      config: { millions: 750 },
    });
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
    const event = buildAddToCartEvent({
      sku: "zulrah",
      name: "Zulrah kills",
      count: 40,
      pricePer: 250,
      totalPrice: 10_000,
      imageSrc: "/art/pvm.svg",
      config: {},
    });
    expect(event.ecommerce.items[0]).toEqual({
      item_id: "zulrah",
      item_name: "Zulrah kills",
      price: 2.5,
      quantity: 40,
    });
    expect(event.ecommerce.value).toBe(100);
  });
});
