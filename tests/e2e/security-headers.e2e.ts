import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductPage } from "./pages/product-page";
import { ShopPage } from "./pages/shop-page";
import { type BrowserSession, baseUrl, openBrowser } from "./support/browser";
import { type RunningServer, startShopServer } from "./support/server";

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

describe("security headers", () => {
  it.each([
    ["a page", "/"],
    ["an API route", "/api/health"],
    ["a 404", "/no-such-page-anywhere"],
    ["an image from public/", "/art/fire-cape.svg"],
  ])("are sent on %s", async (_kind, path) => {
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

  it("are sent on a built script or stylesheet", async () => {
    const headers = await headersOf(await staticAssetPath());
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("content-security-policy")?.match(/default-src/g)).toHaveLength(1);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-powered-by")).toBeNull();
  });
});

describe("a shop configured with vendors", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startShopServer({
      GTM_ID: "GTM-E2ETEST",
      CHAT_PROVIDER: "tawk",
      TAWK_PROPERTY_ID: "e2eproperty",
      TAWK_WIDGET_ID: "e2ewidget",
      SQUARE_ACCESS_TOKEN: "EAAAe2e-square-token",
      SQUARE_LOCATION_ID: "LE2ELOCATION",
      SQUARE_WEBHOOK_SIGNATURE_KEY: "e2e-square-signature-key",
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it.each(["/", "/no-such-page-anywhere", "/api/health", "/art/fire-cape.svg", "/osrs-bundles", "/blog/%E0%A4%A"])(
    "lists exactly those vendors' hosts on %s",
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
      await response.arrayBuffer();
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp.match(/default-src/g)).toHaveLength(1);
      expect(csp).toContain("https://www.googletagmanager.com");
      expect(csp).toContain("https://embed.tawk.to");
      expect(csp).toContain("wss://*.tawk.to");
      expect(csp).toContain("https://*.squarecdn.com");
      expect(csp).not.toContain("crisp.chat");
      expect(csp).not.toContain("stripe.com");
    },
  );
});

describe("the API's request guard over HTTP", () => {
  const cart = () => JSON.stringify({ uuid: crypto.randomUUID(), cart: "[]", email: "" });

  it("refuses another site's POST with 403", async () => {
    const response = await fetch(`${baseUrl()}/api/cart/saveCartData`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: cart(),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: "forbidden:cart", message: expect.any(String) });
  });

  it("accepts the same POST from the shop's own origin", async () => {
    const response = await fetch(`${baseUrl()}/api/cart/saveCartData`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl(), "sec-fetch-site": "same-origin" },
      body: cart(),
    });
    expect(response.status).toBe(200);
  });

  it("answers a method the route does not serve with a JSON 405", async () => {
    const response = await fetch(`${baseUrl()}/api/cart/saveCartData`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ code: "method_not_allowed:cart", message: expect.any(String) });
  });

  it("refuses a body over the cap with 413 from its declared length", async () => {
    const response = await fetch(`${baseUrl()}/api/cart/saveCartData`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "payload_too_large:cart" });
  });
});

describe("the policy in Chromium", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
    await browser.context.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
  });

  afterAll(async () => {
    await browser.close();
  });

  /**
   * Blocked resources (scripts, styles, images, fonts, connections, frames). A refused `eval` is
   * left out: zod 4 probes `Function("")` once to choose its fast path, catches the refusal and
   * falls back, and refusing eval is the policy doing its job.
   */
  async function violations(shop: ShopPage): Promise<string[]> {
    const all = await shop.page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    return all.filter((violation) => !violation.startsWith("script-src eval "));
  }

  it.each(["/", "/osrs-gold", "/blog", "/privacy", "/checkout"])("lets %s hydrate with no violation", async (path) => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto(path);
    await shop.page.waitForTimeout(300);
    expect(await violations(shop)).toEqual([]);
    await shop.page.close();
  });

  it("saves the cart through the guarded API from the shop's own page", async () => {
    const product = new ProductPage(await browser.newPage());
    await product.goto("/fire-cape");
    const saved = product.page.waitForResponse((response) => response.url().endsWith("/api/cart/saveCartData"));
    await product.addToCartButton.click();
    expect((await saved).status()).toBe(200);
    expect(await violations(product)).toEqual([]);
    await product.page.close();
  });
});
