import { postOrderTo } from "../support/order-request";
import { OrderQuestionForm } from "./pages/order-lookup-page";
import { baseUrl, DESKTOP, type Page, PHONE, saveScreenshot } from "./support/browser";
import { placeFireCapeOrder } from "./support/demo-order";
import { expect, test } from "./support/fixtures";

/*
 * Small things a buyer notices, each against the production build: a 404 raised inside a page has
 * the 404 page's title and names the path in the server's HTML; a Square order in demo mode comes
 * back through Square's path; the gold form speaks one currency and charges what it shows; a
 * RuneScape name stops at 12 characters; a question sent from an order's page is still there
 * after a reload; the quantity hints name counts the steps allow; and the Defence page's facts.
 */

async function shoot(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await saveScreenshot(page, `smalls-${name}`);
}

test("a 404 raised inside a page has the spec's title, in the server's HTML and once drawn, and names the path", async ({
  page,
}) => {
  const placed = await placeFireCapeOrder(baseUrl(), "zelle", "wrong-key@example.com");
  for (const path of [
    `/orders/${placed.reference}?k=not-this-orders-key`,
    "/orders/RF-ZZZZZZZZ?k=x",
    "/test-payment?session=bogus",
  ]) {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status, path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain("<title>404 - Page Not Found</title>");
    expect(html, path).not.toMatch(/<title>(Your order|Test payment)/);
    // The page's payload, which the browser draws, carries the 404 page's title, not the page's.
    expect(html, path).not.toMatch(/Your order \| RuneForge|Test payment \| RuneForge/);
    await page.goto(path);
    await expect(page.getByTestId("error-message"), path).toHaveText(`Page Not Found: ${path.split("?")[0]}`);
    await expect(page, path).toHaveTitle("404 - Page Not Found");
  }
});

test("a Square order in demo mode returns through Square's path and routes, not Stripe's", async ({
  page,
  checkout,
}) => {
  const placed = await postOrderTo(baseUrl(), {
    method: "square",
    profile: { email: "square-buyer@example.com", name: "Square Buyer", phone: "", rsn: "Zezima" },
  });
  expect(placed.status).toBe(201);
  const { redirectUrl } = (await placed.json()) as { redirectUrl: string };
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/stripe/") || pathname.startsWith("/api/square/")) calls.push(pathname);
  });
  await page.goto(redirectUrl);
  await page.getByTestId("test-payment-pay").click();
  await page.waitForURL(
    (url) =>
      url.pathname === "/checkout" &&
      url.searchParams.get("orderId")?.startsWith("demo_cs_") === true &&
      url.searchParams.get("transactionId")?.startsWith("demo_pi_") === true &&
      !url.searchParams.has("stripe_id"),
  );
  await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
  await expect.poll(() => checkout.purchaseEvents()).toHaveLength(1);
  await expect.poll(() => calls).toContain("/api/square/markAsCompleted");
  expect(calls).toContain("/api/square/getPaymentData");
  expect(calls.filter((call) => call.startsWith("/api/stripe/"))).toEqual([]);
});

test("the gold form shows one currency, and a typed price is what is charged", async ({ gold, cart, page }) => {
  await gold.open();
  await gold.formCurrencyPicker.selectOption("GBP");
  const form = page.getByTestId("gold-buy-form");
  // 500M is $95.00: £75.05 at the shop's rate, in the field, the total and the rate alike.
  await expect(form.getByText("Price (GBP)")).toBeVisible();
  await expect(gold.usdInput).toHaveValue("75.05");
  await expect(gold.price).toHaveText("£75.05");
  await expect(page.getByTestId("gold-charged-usd")).toHaveText("Charged in USD: $95.00");
  await expect(form).not.toContainText("(USD)");
  await expect(gold.rate).not.toContainText("$");
  await shoot(page, "gold-gbp-1280", DESKTOP);
  await shoot(page, "gold-gbp-375", PHONE);
  await page.setViewportSize(DESKTOP);

  await gold.formCurrencyPicker.selectOption("USD");
  await gold.usdInput.fill("19.01");
  await expect(gold.amount).toHaveText("100M");
  await expect(gold.price).toHaveText("$19.00");
  await expect(form).toContainText("Rounded down to whole millions.");
  await gold.usdInput.press("Tab");
  await expect(gold.usdInput).toHaveValue("19.00");
  await gold.addToCartButton.click();
  await expect(cart.toast).toBeVisible();
  await cart.open();
  await expect(cart.items.first().getByTestId("cart-item-total")).toHaveText("$19.00");
});

test("a RuneScape name stops at 12 characters at checkout and in the sell form", async ({
  checkoutWithCart: checkout,
  page,
}) => {
  await checkout.field("rsn").fill("TwentyCharacterName1");
  await expect(checkout.field("rsn")).toHaveValue("TwentyCharac");
  await page.goto("/osrs-gold#sell-gold");
  await page.getByTestId("sell-rsn").fill("TwentyCharacterName1");
  await expect(page.getByTestId("sell-rsn")).toHaveValue("TwentyCharac");
});

test("a question sent from the order's page is still listed after a reload", async ({ page }) => {
  const placed = (await placeFireCapeOrder(baseUrl(), "zelle", "keeps-questions@example.com")) as {
    orderPath?: string;
  };
  await page.goto(placed.orderPath ?? "");
  await expect(page).toHaveTitle(/^Your order/);
  const question = new OrderQuestionForm(page);
  await expect(page.getByTestId("order-question")).toHaveCount(0);
  await question.message.fill("Can you start before the weekend?\nI play from 6 pm.");
  await question.submit.click();
  await expect(question.sent).toBeVisible();
  await expect(page.getByTestId("order-question-text")).toHaveText([
    "Can you start before the weekend?\nI play from 6 pm.",
  ]);
  await page.reload();
  await expect(page.getByTestId("order-question-text")).toHaveText([
    "Can you start before the weekend?\nI play from 6 pm.",
  ]);
  await expect(page.getByTestId("order-question-waiting")).toHaveText(
    "Waiting for our answer: it comes by email, and shows here too.",
  );
  await page.getByTestId("order-questions").scrollIntoViewIfNeeded();
  await shoot(page, "order-question-1280", DESKTOP);
  await shoot(page, "order-question-375", PHONE);
});

test("quantity hints name counts the steps allow, and the Defence page's armour facts", async ({ product, page }) => {
  await product.goto("/osrs-minigames/castle-wars");
  await expect(product.configurator).toContainText("Cheaper per ticket from 110 and 310 tickets.");
  await expect(product.configurator).not.toContainText("101");
  await product.goto("/osrs-minigames/nightmare-zone");
  await expect(product.configurator).toContainText(
    "Cheaper per block of 100K points from 11 and 51 blocks of 100K points.",
  );
  await product.goto("/osrs-skills/defence");
  await expect(page.getByRole("main")).toContainText("Bandos at 65, Armadyl at 40 (it also needs 70 Ranged)");
});
