import { describe, expect, it } from "vitest";
import { ANALYTICS_CURRENCY, buildPageViewEvent, PAGE_VIEW_DELAY_MS, withEventId } from "./events";

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
