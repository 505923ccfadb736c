import { Cart } from "./pages/cart";
import { ContactModal } from "./pages/contact-modal";
import { PHONE, saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";

/*
 * Issue 14, item 6: a manual order ends on a confirmation with the reference, the server's amount
 * and what to do next; the cart is emptied; a reload keeps the confirmation; and a visitor who
 * never heard back from the first submit and places the same cart again gets the same order.
 */

const REFERENCE = /^RF-[A-Z2-9]{8}$/;

test.describe("a manual order", () => {
  test("shows the reference, the amount and the steps, empties the cart, and survives a reload", async ({
    filledCheckout: checkout,
    page,
  }) => {
    await checkout.method("zelle").check();
    await expect(checkout.submit).toHaveText("Place order for $174.00");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/checkout/order"));
    await checkout.submit.click();
    const placed = (await (await answered).json()) as { reference: string };
    // No chat widget here: the checkout's fallback dialog opens over the confirmation.
    await expect(new ContactModal(page).dialog).toBeVisible();
    await page.keyboard.press("Escape");

    const confirmation = page.getByTestId("manual-order");
    await expect(confirmation.getByTestId("manual-order-reference")).toHaveText(placed.reference);
    expect(placed.reference).toMatch(REFERENCE);
    await expect(confirmation.getByTestId("manual-order-total")).toHaveText("$174.00");
    const steps = confirmation.getByTestId("manual-order-steps").getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText("within 15 minutes");
    await expect(steps.nth(1)).toHaveText(`Pay $174.00 by Zelle and quote ${placed.reference}.`);
    await expect(steps.nth(2)).toContainText("screenshot of the Zelle confirmation");
    await expect(new Cart(page).badge).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.searchParams.get("placed") === placed.reference);

    await page.reload();
    await expect(page.getByTestId("manual-order-reference")).toHaveText(placed.reference);
    await expect(page.getByTestId("manual-order-total")).toHaveText("$174.00");
    await expect(new Cart(page).badge).toHaveCount(0);
    await saveScreenshot(page, "manual-order-1280");
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId("manual-order-steps")).toBeVisible();
    await saveScreenshot(page, "manual-order-375", { fullPage: true });
  });

  test("placed again after the first answer was lost, gives back the same order", async ({
    filledCheckout: checkout,
    page,
  }) => {
    await checkout.method("crypto").check();
    let firstReference = "";
    // The first submit reaches the shop, but its answer never reaches the browser.
    await page.route(
      "**/api/checkout/order",
      async (route) => {
        const response = await route.fetch();
        firstReference = ((await response.json()) as { reference: string }).reference;
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await checkout.submit.click();
    await expect(page.getByTestId("checkout-error")).toBeVisible();
    expect(firstReference).toMatch(REFERENCE);
    await expect(new Cart(page).badge).toBeVisible();

    await checkout.submit.click();
    await expect(new ContactModal(page).dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("manual-order-reference")).toHaveText(firstReference);
    await expect(page.getByTestId("manual-order-total")).toHaveText("$174.00");
    await expect(new Cart(page).badge).toHaveCount(0);
  });

  test("shows nothing of an order this tab did not place", async ({ page }) => {
    await page.goto("/checkout?placed=RF-AAAAAAAA");
    await expect(page.getByTestId("manual-order-unknown")).toBeVisible();
    await expect(page.getByTestId("manual-order")).toHaveCount(0);
  });
});
