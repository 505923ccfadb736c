// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { randomUuid } from "@/features/ids/random-uuid";
import { pushAnalyticsEvent } from "./data-layer";

afterEach(() => {
  delete window.dataLayer;
});

describe("pushAnalyticsEvent", () => {
  it("creates the data layer and pushes the event with a fresh id each time", () => {
    const first = pushAnalyticsEvent({
      event: "page_view",
      page_path: "/",
      page_location: "http://x/",
      page_title: "Home",
    });
    const second = pushAnalyticsEvent({
      event: "page_view",
      page_path: "/",
      page_location: "http://x/",
      page_title: "Home",
    });
    expect(window.dataLayer).toEqual([first, second]);
    expect(first.event_id).not.toBe(second.event_id);
  });

  it("keeps what the tag manager already queued", () => {
    window.dataLayer = [{ "gtm.start": 1 }];
    pushAnalyticsEvent({ event: "page_view", page_path: "/blog", page_location: "http://x/blog", page_title: "Blog" });
    expect(window.dataLayer).toHaveLength(2);
  });
});

describe("randomUuid", () => {
  it("makes v4 UUIDs", () => {
    const ids = new Set(Array.from({ length: 200 }, randomUuid));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
