import { describe, expect, it } from "vitest";
import { isBackOfficeUrl, ROUTE_HANDLER_CONTENT_SECURITY_POLICY, routeHandlerMatcher } from "./route-headers";

describe("isBackOfficeUrl", () => {
  it.each([
    "/admin",
    "/admin?next=/admin/orders",
    "/admin/",
    "/admin/orders",
    "/admin/orders/abc?tab=notes",
    "/admin/sign-in/code",
    "/api/admin",
    "/api/admin/orders",
    "/api/admin/orders/abc/refund?x=1",
  ])("holds %j", (url) => {
    expect(isBackOfficeUrl(url)).toBe(true);
  });

  it.each([
    "/",
    "/administrator",
    "/admin-guide",
    "/adminx/orders",
    "/api/administer",
    "/api/health",
    "/blog/admin",
    "/api/orders/admin",
    "/?/admin",
  ])("leaves %j out", (url) => {
    expect(isBackOfficeUrl(url)).toBe(false);
  });
});

describe("routeHandlerMatcher", () => {
  const matches = routeHandlerMatcher([
    "/api/health",
    "/api/cart/saveCartData",
    "/api/orders/[reference]",
    "/api/orders/[reference]/events",
    "/api/admin/orders/[id]/mark-paid",
    "/api/files/[...path]",
    "/api/docs/[[...path]]",
    "/robots.txt",
    "/osrs-bundles",
  ]);

  it("knows the static routes, with or without a query", () => {
    expect(matches("/api/health")).toBe(true);
    expect(matches("/api/health?probe=1")).toBe(true);
    expect(matches("/api/cart/saveCartData")).toBe(true);
  });

  it("matches a dynamic segment as any one segment", () => {
    expect(matches("/api/orders/RF-1234")).toBe(true);
    expect(matches("/api/orders/RF%201234?x=1")).toBe(true);
    expect(matches("/api/orders/RF-1234/events")).toBe(true);
    expect(matches("/api/admin/orders/0b1e/mark-paid")).toBe(true);
    expect(matches("/api/orders/RF-1234/other")).toBe(false);
    expect(matches("/api/orders/")).toBe(false);
    expect(matches("/api/admin/orders/0b1e/mark.paid")).toBe(false);
  });

  it("matches catch-all segments as one or more, optional ones as none or more", () => {
    expect(matches("/api/files/a")).toBe(true);
    expect(matches("/api/files/a/b/c")).toBe(true);
    expect(matches("/api/files")).toBe(false);
    expect(matches("/api/docs")).toBe(true);
    expect(matches("/api/docs/a/b")).toBe(true);
  });

  it("leaves paths no handler serves to the pages' policy: they are the 404 page", () => {
    for (const url of ["/api/nope", "/api/health/", "/api/healthz", "/API/health", "/api", "/api/orders"]) {
      expect(matches(url), url).toBe(false);
    }
  });

  it("only ever holds paths under /api/: other route handlers sit among the pages", () => {
    expect(matches("/robots.txt")).toBe(false);
    expect(matches("/osrs-bundles")).toBe(false);
    expect(matches("/")).toBe(false);
  });

  it("holds nothing when the build names no route", () => {
    expect(routeHandlerMatcher([])("/api/health")).toBe(false);
  });

  it("escapes the route's own characters", () => {
    const dotted = routeHandlerMatcher(["/api/v1.0/ping"]);
    expect(dotted("/api/v1.0/ping")).toBe(true);
    const dynamicDotted = routeHandlerMatcher(["/api/v1.0/[id]"]);
    expect(dynamicDotted("/api/v1x0/abc")).toBe(false);
    expect(dynamicDotted("/api/v1.0/abc")).toBe(true);
  });
});

describe("ROUTE_HANDLER_CONTENT_SECURITY_POLICY", () => {
  it("loads nothing and cannot be framed", () => {
    expect(ROUTE_HANDLER_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
