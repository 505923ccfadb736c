import { expect } from "@playwright/test";
import { fireCapeItem } from "../../support/fixtures";

/**
 * A zerker fire cape ordered with the demo provider through the shop's own API (as the checkout
 * form does): the path of its payment page, /test-payment?session=…, and the session id.
 */
export async function placeDemoOrder(baseUrl: string): Promise<{ paymentPath: string; session: string }> {
  const placed = await fetch(`${baseUrl}/api/checkout/order`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({
      cartUuid: crypto.randomUUID(),
      items: [fireCapeItem()],
      profile: { email: "returning@example.com", name: "Zezima", phone: "", rsn: "Zezima" },
      method: "card",
      acceptTerms: true,
      expectedTotalCents: 3_150,
    }),
  });
  expect(placed.status).toBe(201);
  const { redirectUrl } = (await placed.json()) as { redirectUrl: string };
  const target = new URL(redirectUrl, baseUrl);
  return { paymentPath: `${target.pathname}${target.search}`, session: target.searchParams.get("session") ?? "" };
}
