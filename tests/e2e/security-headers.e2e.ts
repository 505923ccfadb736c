import type { ShopPage } from "./pages/shop-page";
import { baseUrl } from "./support/browser";
import { expect, PROFILE, test, withOwnServer } from "./support/fixtures";

/*
 * The production server's security headers (ADR 0004) on every kind of response, the request
 * guard in front of the API as a browser and another site would meet it, and the policy holding
 * up in Chromium: the pages hydrate and not one resource is blocked.
 */

async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
  await response.arrayBuffer();
  return response.headers;
}

async function staticAssetPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/)?.[0];
  if (!asset) throw new Error("the home page links no /_next/static asset");
  return asset;
}

test.describe("security headers", () => {
  for (const [kind, path] of [
    ["a page", "/"],
    ["a 404", "/no-such-page-anywhere"],
    ["a 404 under /api/", "/api/no-such-route"],
    ["a route handler's path that does not decode (the 404 page)", "/api/orders/%E0%A4%A"],
    ["an image from public/", "/art/fire-cape.svg"],
  ] as const) {
    test(`are sent on ${kind}`, async () => {
      const headers = await headersOf(path);
      const csp = headers.get("content-security-policy") ?? "";
      // One policy (two would both apply), naming no vendor: the browser tests configure none
      // (their GTM_ID is not a valid container id, no chat, no payment keys).
      expect(csp.match(/default-src/g)).toHaveLength(1);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("script-src 'self' 'unsafe-inline';");
      expect(csp).not.toMatch(/https:|wss:/);
      expect(csp).not.toContain("unsafe-eval");
      expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      expect(headers.get("x-powered-by")).toBeNull();
    });
  }

  test("are sent on an API route, with a policy that loads nothing", async () => {
    for (const path of ["/api/health", "/api/orders/RF-NOSUCH1", "/api/admin/orders"]) {
      const headers = await headersOf(path);
      // The route handler's own (src/domain/http/route-headers.ts): JSON needs no sources.
      expect(headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get("strict-transport-security"), path).toBe("max-age=63072000; includeSubDomains");
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  test("keep the back office out of caches and search engines, and only the back office", async () => {
    for (const path of ["/admin/sign-in", "/api/admin/orders", "/admin/no-such-page"]) {
      const headers = await headersOf(path);
      expect(headers.get("cache-control"), path).toContain("no-store");
      expect(headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    for (const path of ["/", "/api/health"]) {
      expect((await headersOf(path)).get("x-robots-tag"), path).toBeNull();
    }
  });

  test("are sent on a built script or stylesheet", async () => {
    const headers = await headersOf(await staticAssetPath());
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("content-security-policy")?.match(/default-src/g)).toHaveLength(1);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-powered-by")).toBeNull();
  });
});

test.describe("a shop configured with vendors", () => {
  // Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
  // run once per worker), so they run in one worker, in the order written.
  test.describe.configure({ mode: "serial" });
  const server = withOwnServer({
    GTM_ID: "GTM-E2ETEST",
    CHAT_PROVIDER: "tawk",
    TAWK_PROPERTY_ID: "e2eproperty",
    TAWK_WIDGET_ID: "e2ewidget",
    SQUARE_ACCESS_TOKEN: "EAAAe2e-square-token",
    SQUARE_LOCATION_ID: "LE2ELOCATION",
    SQUARE_WEBHOOK_SIGNATURE_KEY: "e2e-square-signature-key",
  });

  for (const path of ["/", "/no-such-page-anywhere", "/art/fire-cape.svg", "/osrs-bundles", "/blog/%E0%A4%A"]) {
    test(`lists exactly those vendors' hosts on ${path}`, async () => {
      const response = await fetch(`${server().baseUrl}${path}`, { redirect: "manual" });
      await response.arrayBuffer();
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp.match(/default-src/g)).toHaveLength(1);
      expect(csp).toContain("https://www.googletagmanager.com");
      expect(csp).toContain("https://embed.tawk.to");
      expect(csp).toContain("wss://*.tawk.to");
      expect(csp).toContain("https://*.squarecdn.com");
      expect(csp).not.toContain("crisp.chat");
      expect(csp).not.toContain("stripe.com");
    });
  }

  test("names no vendor on an API answer", async () => {
    const response = await fetch(`${server().baseUrl}/api/health`);
    await response.arrayBuffer();
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

test.describe("the API's request guard over HTTP", () => {
  const cart = () => JSON.stringify({ uuid: crypto.randomUUID(), cart: "[]", email: "" });

  test("refuses another site's POST with 403", async () => {
    const response = await fetch(`${baseUrl()}/api/cart/saveCartData`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: cart(),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: "forbidden:cart", message: expect.any(String) });
  });

  test("accepts the same POST from the shop's own origin", async () => {
    const response = await fetch(`${baseUrl()}/api/cart/saveCartData`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl(), "sec-fetch-site": "same-origin" },
      body: cart(),
    });
    expect(response.status).toBe(200);
  });

  test("answers a method the route does not serve with a JSON 405", async () => {
    const response = await fetch(`${baseUrl()}/api/cart/saveCartData`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ code: "method_not_allowed:cart", message: expect.any(String) });
  });

  test("refuses a body over the cap with 413 from its declared length", async () => {
    const response = await fetch(`${baseUrl()}/api/cart/saveCartData`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "payload_too_large:cart" });
  });
});

test.describe("the policy in Chromium", () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
  });

  /**
   * Every refusal: blocked resources (scripts, styles, images, fonts, connections, frames) and
   * eval. zod 4 would probe `Function("")` on its first parse unless told not to
   * (src/instrumentation-client.ts); a refused probe is an inspector issue in Lighthouse.
   */
  async function violations(shop: ShopPage): Promise<string[]> {
    return shop.page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  }

  for (const path of ["/", "/osrs-gold", "/blog", "/privacy", "/checkout"]) {
    test(`lets ${path} hydrate with no violation`, async ({ shop }) => {
      await shop.goto(path);
      // Every resource the page asked for has loaded or been refused, and the report of a refusal
      // (an event queued as a task) has been delivered.
      await shop.page.waitForLoadState("load");
      await shop.nextFrames();
      expect(await violations(shop)).toEqual([]);
    });
  }

  test("lets /checkout with a cart hydrate, review it and take the buyer's details with no violation", async ({
    product,
    checkout,
  }) => {
    await product.goto("/fire-cape");
    const saved = product.page.waitForResponse((response) => response.url().endsWith("/api/cart/saveCartData"));
    await product.addToCartButton.click();
    await saved;
    const reviewed = checkout.page.waitForResponse((response) => response.url().endsWith("/api/cart/review"));
    await checkout.goto("/checkout");
    expect((await reviewed).status()).toBe(200);
    await expect(checkout.total).toBeVisible();
    await checkout.fillProfile(PROFILE);
    await checkout.terms.check();
    await checkout.page.waitForLoadState("load");
    await checkout.nextFrames();
    expect(await violations(checkout)).toEqual([]);
  });

  test("saves the cart through the guarded API from the shop's own page", async ({ product }) => {
    await product.goto("/fire-cape");
    const saved = product.page.waitForResponse((response) => response.url().endsWith("/api/cart/saveCartData"));
    await product.addToCartButton.click();
    expect((await saved).status()).toBe(200);
    expect(await violations(product)).toEqual([]);
  });
});
