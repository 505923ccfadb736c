import { describe, expect, it } from "vitest";
import { privateLinkOf, UNOPENED_PREFIX, unopenedUrl } from "./private-links";

describe("privateLinkOf", () => {
  it("reads an order's and a sale's reference and key, as the pages do", () => {
    expect(privateLinkOf("/orders/RF-ABCDEFGH?k=abc")).toEqual({
      kind: "order",
      reference: "RF-ABCDEFGH",
      token: "abc",
    });
    expect(privateLinkOf("/sell-orders/SG-ABCDEFGH?x=1&k=abc")).toEqual({
      kind: "sale",
      reference: "SG-ABCDEFGH",
      token: "abc",
    });
    expect(privateLinkOf("/orders/RF%2DX")).toEqual({ kind: "order", reference: "RF-X", token: undefined });
  });

  it("has no key where the link has none or several (the page's 404 as well)", () => {
    expect(privateLinkOf("/orders/RF-ABCDEFGH")).toMatchObject({ token: undefined });
    expect(privateLinkOf("/orders/RF-ABCDEFGH?k=a&k=b")).toMatchObject({ token: undefined });
  });

  it("reads the demo payment's session", () => {
    expect(privateLinkOf("/test-payment?session=demo_1")).toEqual({ kind: "demo-payment", session: "demo_1" });
    expect(privateLinkOf("/test-payment")).toEqual({ kind: "demo-payment", session: undefined });
  });

  it("leaves every other URL alone", () => {
    for (const url of [
      "/",
      "/orders",
      "/orders?email=x",
      "/orders/",
      "/orders/RF-ABCDEFGH/",
      "/orders/RF-ABCDEFGH/x",
      "/sell-orders",
      "/test-payment/x",
      "/api/orders/RF-ABCDEFGH",
      "/ordersx/RF-ABCDEFGH",
      "/orders/%E0%A4%A",
    ]) {
      expect(privateLinkOf(url), url).toBeUndefined();
    }
  });

  it("sends a link that opens nothing under a prefix no route has", () => {
    expect(unopenedUrl("/test-payment?session=x")).toBe(`${UNOPENED_PREFIX}/test-payment?session=x`);
  });
});
