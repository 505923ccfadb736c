import type { IncomingMessage } from "node:http";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { UNOPENED_PREFIX } from "@/domain/http/private-links";
import { prepareCatalogue } from "@/server/catalogue/catalogue-store";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { createSellOrder } from "@/server/gold/sell-orders";
import { routePrivateLink } from "@/server/http/private-link-route";
import { issueAccessToken } from "@/server/orders/access-tokens";
import { seedOrder } from "./support/admin-orders";

/*
 * On this file's database (TEST_DB): the shop's server sends a private link that opens nothing (a
 * wrong or missing key, an unknown reference or demo payment) to the global 404 page before Next
 * renders, so its HTML names the path; a link that opens its page, an expired one included, a
 * client navigation's RSC request and every other request are left as they came.
 */

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({ SITE_URL: "http://shop.test", SITE_NAME: "RuneForge" }),
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the server would send the request: its URL once routed, or "untouched" when no read was made. */
async function routed(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const request = { method: init.method ?? "GET", url, headers: init.headers ?? {} } as IncomingMessage;
  const routing = routePrivateLink(request);
  if (routing === undefined) return "untouched";
  await routing;
  return request.url;
}

describe("a private link's route", () => {
  let order: { id: string; reference: string };
  let token = "";
  let oldToken = "";
  let sale: { reference: string; token: string };

  beforeAll(async () => {
    await ensureDatabaseReady();
    await prepareCatalogue();
    const { db } = getDatabase();
    order = await seedOrder({ email: `private-link-${crypto.randomUUID().slice(0, 8)}@example.com` });
    token = await issueAccessToken(db, { orderId: order.id, purpose: "checkout", now: new Date() });
    oldToken = await issueAccessToken(db, {
      orderId: order.id,
      purpose: "checkout",
      now: new Date(Date.now() - 3650 * DAY_MS),
    });
    const created = await createSellOrder({
      millions: 1_000,
      rsn: "Link Seller",
      email: "link-seller@example.com",
      payoutMethod: "crypto",
      payoutDetails: "bc1qsecretwallet0000000042",
    });
    sale = {
      reference: created.reference,
      token: new URL(created.pagePath, "http://shop.test").searchParams.get("k") ?? "",
    };
  });

  it("leaves a link that opens its page, an expired one included, to the page", async () => {
    for (const url of [
      `/orders/${order.reference}?k=${token}`,
      `/orders/${order.reference}?k=${oldToken}`,
      `/sell-orders/${sale.reference}?k=${sale.token}`,
    ]) {
      expect(await routed(url), url).toBe(url);
    }
  });

  it("sends a link that opens nothing to the 404 page, under the prefix the 404 page takes off", async () => {
    // The last character changed to one it is not (a fixed "A" left 1 token in 64 unchanged).
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const url of [
      `/orders/${order.reference}?k=${tampered}`,
      `/orders/${order.reference}?k=${sale.token}`,
      `/orders/${order.reference}`,
      `/orders/${order.reference}?k=${token}&k=${token}`,
      `/orders/RF-ABCDEFGH?k=${token}`,
      "/orders/RF-ABCDEFGH?k=bad",
      `/sell-orders/${sale.reference}?k=${token}`,
      "/sell-orders/SG-ABCDEFGH?k=bad",
      "/test-payment?session=bogus",
      "/test-payment?session=demo_cs_unknown",
      "/test-payment",
    ]) {
      expect(await routed(url), url).toBe(`${UNOPENED_PREFIX}${url}`);
    }
  });

  it("leaves a client navigation, a form post and every other request to Next, with no read", async () => {
    const wrong = "/orders/RF-ABCDEFGH?k=bad";
    expect(await routed(wrong, { headers: { rsc: "1" } })).toBe("untouched");
    expect(await routed(wrong, { method: "POST" })).toBe("untouched");
    for (const url of ["/", "/orders", "/osrs-gold", "/api/orders/RF-ABCDEFGH?k=bad", "/orders/RF-ABCDEFGH/"]) {
      expect(await routed(url), url).toBe("untouched");
    }
  });
});
