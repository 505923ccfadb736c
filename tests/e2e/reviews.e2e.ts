import type { Locator, Page } from "@playwright/test";
import { postOrderTo } from "../support/order-request";
import { AdminReviewsPage, ProductReviewsSection, ReviewFormSection } from "./pages/reviews";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { orderLink, writeStep } from "./support/order-links";

/*
 * Customers' reviews in a browser against the production build: a delivered order's buyer rates it
 * from the order page by keyboard, an operator publishes it in the back office, and within seconds
 * the prerendered fire cape page and the home page show it, with the rating's count moved in the
 * page's words and its JSON-LD alike. On a server of its own: a published review changes the rating
 * every other file's pages show.
 */

const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(() => server().databaseFile, "reviews-staff@example.com", "a long enough passphrase");
const FRESH_WITHIN_MS = 10_000;
const BODY = "Cape done overnight, kept me posted at every wave. Would buy again!";

/** The parsed JSON-LD objects of the page as served. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return scripts.flatMap((match) => JSON.parse(match[1] ?? "{}"));
}

async function served(path: string): Promise<string> {
  return (await fetch(`${server().baseUrl}${path}`)).text();
}

function ratingCountOf(html: string, type: "Product" | "Store"): unknown {
  const data = jsonLdOf(html).find((item) => item["@type"] === type);
  return (data?.aggregateRating as Record<string, unknown> | undefined)?.ratingCount;
}

/**
 * Saves the page at both widths: the whole page, or with `at` the
 * screen a visitor sees with that part of the page in the middle of it.
 */
async function shoot(page: Page, name: string, at?: Locator): Promise<void> {
  for (const [width, size] of [
    ["375", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await at?.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await saveScreenshot(page, `reviews-${name}-${width}`, { fullPage: !at });
  }
}

test("a delivered order's buyer reviews it, an operator publishes it, and the product and home pages show it with the new count", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const placed = await postOrderTo(server().baseUrl, {
    method: "zelle",
    profile: { email: "ada@example.com", name: "Ada King Lovelace", phone: "", rsn: "Zezima" },
  });
  expect(placed.status).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };
  const link = await orderLink(server().databaseFile, reference);

  // Before: the history alone, in the words and the structured data of the prerendered page.
  const before = await served("/fire-cape");
  expect(before).toContain("Rated 4.9 out of 5 from 160 reviews");
  expect(ratingCountOf(before, "Product")).toBe("160");

  // Not delivered yet: no invitation.
  await page.setViewportSize(PHONE);
  await page.goto(link);
  const form = new ReviewFormSection(page);
  await expect(page.getByTestId("order-reference")).toHaveText(reference);
  await expect(form.section).toHaveCount(0);

  writeStep(server().databaseFile, reference, { step: "delivered" });
  // As the delivered email's link opens it: a new visit, at the form.
  await page.goto("about:blank");
  await page.goto(`${link}#review`);
  await expect(form.form).toBeVisible();
  // The stars are radio buttons: focus the first, move with the arrow keys.
  await form.star(1).focus();
  for (let press = 0; press < 4; press++) await page.keyboard.press("ArrowRight");
  await expect(form.star(5)).toBeChecked();
  await form.title.fill("Smooth fire cape");
  await form.body.fill(BODY);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "order-form", form.section);
  await form.submit.click();
  await expect(form.sent).toHaveText("Thanks — your review will appear once checked.");
  // Sent once: the page says so after a reload, and the product page does not show it yet.
  await page.reload();
  await expect(form.sent).toBeVisible();
  expect(await served("/fire-cape")).not.toContain("Smooth fire cape");

  // The operator publishes it from the back office.
  await page.setViewportSize(DESKTOP);
  await signedIn(page, context);
  const admin = new AdminReviewsPage(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reviews" }).click();
  await expect(admin.pending).toBeVisible();
  const pending = admin.review(admin.pending, BODY);
  await expect(pending).toContainText("Ada L.");
  await expect(pending).not.toContainText("ada@example.com");
  await shoot(page, "admin");
  await pending.getByTestId("admin-review-publish").click();
  await expect(admin.review(admin.published, BODY)).toBeVisible();

  // Within seconds the prerendered pages show it, the count moved in the words and the JSON-LD alike.
  await expect
    .poll(async () => (await served("/fire-cape")).includes("Smooth fire cape"), {
      timeout: FRESH_WITHIN_MS,
      intervals: [250, 500],
    })
    .toBe(true);
  const after = await served("/fire-cape");
  expect(after).toContain("Rated 4.9 out of 5 from 161 reviews");
  expect(ratingCountOf(after, "Product")).toBe("161");
  const home = await served("/");
  expect(ratingCountOf(home, "Store")).toBe("161");
  expect(home).toContain("Smooth fire cape");

  await page.goto("/fire-cape");
  const reviews = new ProductReviewsSection(page);
  await expect(reviews.rating).toHaveText("Rated 4.9 out of 5 from 161 reviews");
  const card = reviews.card(BODY);
  await expect(card).toContainText("Ada L.");
  await expect(card).not.toContainText("Lovelace");
  await card.getByTestId("review-helpful").click();
  await expect(card.getByTestId("review-helpful-count")).toHaveText("(1)");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "product", reviews.section);

  await page.goto("/");
  await expect(page.getByTestId("latest-reviews").getByTestId("review-card").filter({ hasText: BODY })).toBeVisible();
  await expect(page.getByTestId("review-rating")).toContainText("161 reviews");

  await page.goto("/reviews");
  await expect(page.getByTestId("reviews-history")).toContainText("imported history");
  await expect(page.getByTestId("reviews-rating")).toHaveText("Rated 4.9 out of 5 from 161 reviews");
  await shoot(page, "page");
});
