import { expect } from "@playwright/test";
import { postOrderTo } from "../../support/order-request";

/**
 * A zerker fire cape ordered through the shop's own API (as the checkout form does) with `method`;
 * answers the order's JSON (its reference, and where a provider sends the browser).
 */
export async function placeFireCapeOrder(
  baseUrl: string,
  method: "card" | "zelle" | "crypto",
  email: string,
  /** What the browser was shown: the shop refuses the order when its own price differs. */
  expectedTotalCents = 3_150,
): Promise<{ reference: string; redirectUrl?: string }> {
  const placed = await postOrderTo(baseUrl, {
    method,
    profile: { email, name: "Zezima", phone: "", rsn: "Zezima" },
    expectedTotalCents,
  });
  expect(placed.status).toBe(201);
  return (await placed.json()) as { reference: string; redirectUrl?: string };
}

/**
 * The fire cape with the demo provider: the path of its payment page, /test-payment?session=…, and
 * the session id.
 */
export async function placeDemoOrder(baseUrl: string): Promise<{ paymentPath: string; session: string }> {
  const { redirectUrl } = await placeFireCapeOrder(baseUrl, "card", "returning@example.com");
  const target = new URL(redirectUrl ?? "", baseUrl);
  return { paymentPath: `${target.pathname}${target.search}`, session: target.searchParams.get("session") ?? "" };
}
