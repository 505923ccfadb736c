import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { postOrderTo } from "../support/order-request";
import { AdminOrderPage } from "./pages/admin-orders";
import { AdminPromotionPage, AdminPromotionsPage } from "./pages/admin-promotions";
import { PromoCodeField } from "./pages/promo-code-field";
import { operatorSession } from "./support/admin";
import { axeViolations, settleAnimations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { orderIdOf } from "./support/order-links";
import { orderWithCode as placeWithCode, raceForLastUse } from "./support/promo-race";
import { startShopServerOnPostgres } from "./support/server";

/*
 * Issue 17 item 2 in a browser against the production build: an operator creates a code in the
 * back office; a visitor applies it at the checkout, sees it as its own line, pays with the demo
 * provider, and the order and the purchase event carry it; each refusal is said by the field; and
 * 20 checkouts racing for a code's last use get it once. One server and one operator for the file.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(() => server().databaseFile, "promotions@example.com", "a long enough passphrase");

test.use({ viewport: DESKTOP });

const EMPTY_FORM = {
  code: "",
  kind: "percent",
  amount: "10",
  scope: "all",
  targets: "",
  includeGold: "",
  minTotal: "",
  startsAt: "",
  endsAt: "",
  maxUses: "",
  maxUsesPerEmail: "",
};

/** A code made through the back office's API from the signed-in page (fast, for the refusal cases). */
async function createCode(page: Page, form: Partial<typeof EMPTY_FORM> & { code: string }): Promise<void> {
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/admin/promotions/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { ...EMPTY_FORM, ...form },
  );
  expect(status).toBe(201);
}

const orderWithCode = async (code: string, email: string) =>
  (await placeWithCode(server().baseUrl, code, email)).status;

test("an operator creates a code in the back office, each field checked on its own", async ({ page, context }) => {
  await signedIn(page, context);
  const promotions = new AdminPromotionsPage(page);
  await promotions.open();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Promotions" }),
  ).toHaveAttribute("aria-current", "page");
  await promotions.fill({ code: "x", amount: "150", scope: "skus", maxUses: "0" });
  await promotions.create.click();
  await expect(promotions.fieldError("code")).toHaveText("Use 3 to 32 letters, digits, - or _.");
  await expect(promotions.fieldError("amount")).toHaveText("Enter a percentage from 0.01 to 90, like 10.");
  await expect(promotions.fieldError("targets")).toHaveText("Choose at least one product.");
  await expect(promotions.fieldError("maxUses")).toHaveText("Enter a whole number of 1 or more, or leave it empty.");
  await expect(promotions.field("code")).toBeFocused();
  await expect(promotions.field("code")).toHaveAttribute("aria-invalid", "true");
  await saveScreenshot(page, "admin-promotions-errors-1280");

  await promotions.createCode({ code: "spring10", amount: "10", scope: "all", maxUses: "5", maxUsesPerEmail: "" });
  await expect(promotions.row("SPRING10")).toContainText("10% off");
  await expect(promotions.row("SPRING10").getByTestId("admin-promo-uses")).toHaveText("0 of 5 uses");
  await expect(promotions.row("SPRING10").getByTestId("admin-promo-state")).toHaveText("Running");
  // The same code again is refused by the server, beside the code's field.
  await promotions.fill({ code: "SPRING10", amount: "10" });
  await promotions.create.click();
  await promotions.confirm.click();
  await expect(promotions.fieldError("code")).toHaveText("The code SPRING10 already exists; choose another.");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "admin-promotions-1280", { fullPage: true });
});

test("a code over its bound is refused naming the bound; one over 50 % or $500 asks a second time, naming its effect", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const promotions = new AdminPromotionsPage(page);
  await promotions.open();
  await expect(page.getByText("At most 90% off; over 50% off asks you to confirm.")).toBeVisible();

  await promotions.fill({ code: "EVERYTHING", kind: "percent", amount: "100", scope: "all", maxUses: "" });
  await promotions.create.click();
  await expect(promotions.fieldError("amount")).toHaveText("A code takes at most 90% off: 100% off is refused.");
  await expect(promotions.field("amount")).toBeFocused();
  // The server holds the same bound when the page's own check is skipped.
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/admin/promotions/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { ...EMPTY_FORM, code: "RICHES", kind: "fixed", amount: "99999999", confirm: true },
  );
  expect(answer).toMatchObject({
    status: 400,
    json: { fields: { amount: "A code takes at most $1,000.00 off: $99,999,999.00 off is refused." } },
  });

  // 60 %: the confirmation asks again with what every use takes off, then creates it.
  await promotions.fill({ code: "BIGSALE", amount: "60" });
  await promotions.create.click();
  await promotions.confirm.click();
  await expect(page.getByTestId("admin-promo-effect")).toHaveText("Every use takes 60% off the lines it applies to.");
  await expect(promotions.confirm).toHaveText("Yes, create it");
  await expect(promotions.confirm).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "admin-promotions-confirm-1280", { fullPage: false });
  await promotions.confirm.click();
  await promotions.created.filter({ hasText: "Created BIGSALE." }).waitFor();
  await expect(promotions.row("BIGSALE")).toContainText("60% off");

  // $600 off: asked again too; Escape leaves it uncreated.
  await page.setViewportSize(PHONE);
  await promotions.fill({ code: "BIGFIXED", kind: "fixed", amount: "600" });
  await expect(page.getByText("At most $1,000.00 off; over $500.00 off asks you to confirm.")).toBeVisible();
  await promotions.create.click();
  await promotions.confirm.click();
  await expect(page.getByTestId("admin-promo-effect")).toHaveText("Every use takes up to $600.00 off an order.");
  await settleAnimations(page);
  await saveScreenshot(page, "admin-promotions-confirm-375", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("admin-promo-effect")).toHaveCount(0);
  await expect(promotions.row("BIGFIXED")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, "admin-promotions-bounds-375");
});

test("a visitor applies the code, sees its line, pays with the demo provider; the order and the purchase event carry it", async ({
  filledCheckout: checkout,
  page,
  context,
}) => {
  const promo = new PromoCodeField(page);
  await expect(checkout.total).toHaveText("$174.00");
  await promo.use("spring10");
  // Gold is left out: 10% of the cape's $31.50 is $3.15.
  await expect(promo.summaryLine).toContainText("Promo SPRING10");
  await expect(promo.summaryLine).toContainText("−$3.15");
  await expect(promo.applied).toHaveText("SPRING10 applied: −$3.15");
  await expect(checkout.total).toHaveText("$170.85");
  await saveScreenshot(page, "checkout-promo-applied-1280");
  await checkout.submit.click();
  await page.waitForURL((url) => url.pathname === "/test-payment");
  await expect(page.getByTestId("test-payment-promo")).toContainText("Promo SPRING10");
  await expect(page.getByTestId("test-payment-amount")).toHaveText("$170.85");
  await page.getByTestId("test-payment-pay").click();
  await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
  await expect(promo.summaryLine).toContainText("−$3.15");
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
  await expect.poll(() => checkout.purchaseEvents()).toHaveLength(1);
  expect((await checkout.purchaseEvents())[0]).toMatchObject({
    ecommerce: { transaction_id: reference, value: 170.85, coupon: "SPRING10" },
  });

  await signedIn(page, context);
  const detail = new AdminPromotionPage(page);
  await detail.open("SPRING10");
  await expect(detail.totals).toHaveText("1 order · $3.15 taken off · $170.85 charged");
  await expect(detail.orders).toContainText(reference);
  await expect(detail.orders).toContainText("zezima@example.com");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "admin-promotion-1280", { fullPage: true });
  await detail.orders.getByRole("link", { name: reference }).click();
  const order = new AdminOrderPage(page);
  await expect(page.getByTestId("admin-order-totals-promo-spring10")).toHaveText("−$3.15");
  await expect(order.total("Total")).toHaveText("$170.85");
});

test("each refusal is said by the field: unknown, expired, not yet started, not applicable, below minimum, used up, used by this email", async ({
  filledCheckout: checkout,
  page,
  context,
}) => {
  const admin = await context.newPage();
  await signedIn(admin, context);
  // A page of the back office's origin, for its same-origin API calls.
  await admin.goto("/admin/promotions");
  // A code cannot be created already over: OLD is made running, then its dates are moved into the past.
  await createCode(admin, { code: "OLD", endsAt: "2099-01-02T00:00" });
  const db = new SQLite(server().databaseFile);
  db.prepare("UPDATE promo_codes SET starts_at = ?, ends_at = ? WHERE code = 'OLD'").run(
    "2020-01-01T00:00:00.000Z",
    "2020-01-02T00:00:00.000Z",
  );
  db.close();
  await createCode(admin, { code: "LATER", startsAt: "2099-01-01T00:00" });
  await createCode(admin, { code: "INFERNO", scope: "skus", targets: "infernal-cape" });
  await createCode(admin, { code: "BIGSPEND", minTotal: "500" });
  await createCode(admin, { code: "ONCE", maxUses: "1" });
  await createCode(admin, { code: "MINE", maxUsesPerEmail: "1" });
  await admin.close();
  expect(await orderWithCode("ONCE", "someone-else@example.com")).toBe(201);
  // The checkout's visitor (PROFILE: "  Zezima@Example.COM ") has used MINE already, typed otherwise.
  expect(await orderWithCode("MINE", "zezima@example.com")).toBe(201);

  const promo = new PromoCodeField(page);
  const cases: [string, string][] = [
    ["NOPE", "This promo code does not exist. Check the spelling and try again."],
    ["old", "This promo code has expired."],
    ["LATER", "This promo code is not active yet."],
    ["INFERNO", "This promo code does not apply to any item in your cart."],
    ["BIGSPEND", "This promo code needs an order of at least $500.00 before the code."],
    ["ONCE", "This promo code has been used up."],
  ];
  for (const [code, message] of cases) {
    await promo.use(code);
    await expect(promo.error).toHaveText(message);
    await expect(promo.input).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await promo.input.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`)).toContainText(message);
    await expect(promo.summaryLine).toHaveCount(0);
    await expect(checkout.total).toHaveText("$174.00");
  }
  await saveScreenshot(page, "checkout-promo-refused-1280");

  // The per-email limit is known once the order is placed: said by the field, the code dropped, the total back.
  await promo.use("MINE");
  await expect(checkout.total).toHaveText("$170.85");
  await checkout.submit.click();
  await expect(promo.error).toHaveText("This promo code has already been used with your email address.");
  await expect(page.getByTestId("checkout-error")).toContainText("Your promo code could not be used");
  await expect(checkout.total).toHaveText("$174.00");
  await expect(promo.summaryLine).toHaveCount(0);
  expect(page.url()).toMatch(/\/checkout$/);
});

test("the code field with the keyboard: Enter applies the code and does not place the order; axe finds nothing; 375 px", async ({
  filledCheckout: checkout,
  page,
}) => {
  const promo = new PromoCodeField(page);
  await tabTo(page, promo.input);
  await page.keyboard.type("NOPE");
  await page.keyboard.press("Enter");
  await expect(promo.error).toHaveText("This promo code does not exist. Check the spelling and try again.");
  expect(page.url()).toMatch(/\/checkout$/);
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(promo.input).toBeFocused();
  await promo.input.fill("");
  await page.keyboard.type("spring10");
  await page.keyboard.press("Tab");
  await expect(promo.apply).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(promo.summaryLine).toContainText("−$3.15");
  await promo.remove.focus();
  await page.keyboard.press("Enter");
  await expect(promo.summaryLine).toHaveCount(0);
  await expect(checkout.total).toHaveText("$174.00");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await promo.use("NOPE");
  await expect(promo.error).toBeVisible();
  await promo.input.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "checkout-promo-field-375");
});

test("20 checkouts racing for a code's last use: exactly one gets it, the rest a clear refusal (SQLite)", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  await page.goto("/admin/promotions");
  await createCode(page, { code: "LASTONE", maxUses: "1" });
  const outcome = await raceForLastUse(server().baseUrl, "LASTONE", 20);
  expect(outcome.placed).toBe(1);
  expect(outcome.refusals).toEqual(Array.from({ length: 19 }, () => "This promo code has been used up."));
  const detail = new AdminPromotionPage(page);
  await detail.open("LASTONE");
  await expect(detail.totals).toHaveText("1 order · $3.15 taken off · $28.35 charged");
  await detail.deactivate.click();
  await detail.confirm.click();
  await expect(detail.state).toHaveText("Ended for good");
  await expect(detail.pause).toHaveCount(0);
  await expect(detail.editForm).toHaveCount(0);
});

test("an unpaid crypto order holding a one-use code is cancelled from its page: the code can be used again", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  await page.goto("/admin/promotions");
  await createCode(page, { code: "HOLDONCE", maxUses: "1" });
  const crypto = await postOrderTo(server().baseUrl, {
    method: "crypto",
    profile: { email: "holder@example.com", name: "Zezima", phone: "", rsn: "Zezima" },
    expectedTotalCents: 2_835,
    promoCode: "HOLDONCE",
  });
  expect(crypto.status).toBe(201);
  const { reference } = (await crypto.json()) as { reference: string };
  expect(await orderWithCode("HOLDONCE", "another@example.com")).toBe(400);

  await page.goto(`/admin/orders/${await orderIdOf(server().databaseFile, reference)}`);
  const order = new AdminOrderPage(page);
  await expect(order.status).toHaveText("pending");
  await order.action("Cancel order").click();
  await expect(order.dialog.getByLabel("Part of it")).toHaveCount(0);
  await order.dialog.getByLabel("Reason").fill("Not paid in time; the code goes back");
  await order.dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(order.dialog).toBeHidden();
  await expect(order.status).toHaveText("cancelled");
  await expect(order.fulfilment).toHaveText("cancelled");

  expect(await orderWithCode("HOLDONCE", "another@example.com")).toBe(201);
});

test("an owner edits a code's value and dates: an end in the past is refused, the change is confirmed before and after, audited in words, and the order placed before keeps its reduction", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  await page.goto("/admin/promotions");
  await createCode(page, { code: "EDITME", amount: "10", maxUses: "5" });
  expect(await orderWithCode("EDITME", "before-edit@example.com")).toBe(201);
  const detail = new AdminPromotionPage(page);
  await detail.open("EDITME");
  await expect(detail.orders).toContainText("−$3.15");

  await detail.fill({ amount: "15", endsAt: "2020-01-01T00:00" });
  await detail.save.click();
  await expect(detail.fieldError("endsAt")).toHaveText(
    "The end is in the past: choose a later time, or leave it empty for no end.",
  );
  await expect(detail.field("endsAt")).toBeFocused();
  await detail.fill({ startsAt: "2099-02-01T00:00", endsAt: "2099-01-01T00:00" });
  await detail.save.click();
  await expect(detail.fieldError("startsAt")).toHaveCount(0);
  await expect(detail.fieldError("endsAt")).toHaveText("The end must come after the start.");

  await detail.fill({ startsAt: "", endsAt: "2099-01-01T00:00" });
  await detail.save.click();
  await expect(detail.changes).toContainText("Reduction: 10% off → 15% off");
  await expect(detail.changes).toContainText("Ends: Never → 2099-01-01 00:00 UTC");
  await saveScreenshot(page, "promos-edit-confirm-1280", { fullPage: false });
  await detail.confirm.click();
  await expect(detail.saved).toHaveText("Saved EDITME.");
  await expect(detail.facts).toContainText("15% off");
  await expect(detail.facts).toContainText("2099-01-01 00:00:00 UTC");
  await expect(detail.history).toContainText("Edited the promo code · promotions@example.com");
  await expect(detail.history).toContainText("Reduction: 10% off → 15% off");
  // The order placed before the edit keeps the reduction it got.
  await expect(detail.orders).toContainText("−$3.15");
  await expect(detail.orders).toContainText("$28.35");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "promos-editor-1280");
  await page.setViewportSize(PHONE);
  await detail.open("EDITME");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, "promos-editor-375");
});

test("a paused code is refused at the checkout with the shop's message; resumed, it applies", async ({
  filledCheckout: checkout,
  page,
  context,
}) => {
  const admin = await context.newPage();
  await signedIn(admin, context);
  await admin.goto("/admin/promotions");
  await createCode(admin, { code: "PAUSEME", amount: "10" });
  const detail = new AdminPromotionPage(admin);
  await detail.open("PAUSEME");
  await detail.pause.click();
  await expect(detail.state).toHaveText("Paused");
  await expect(detail.stateMessage).toHaveText("PAUSEME paused: checkouts refuse it until resumed.");

  const promo = new PromoCodeField(page);
  await promo.use("PAUSEME");
  await expect(promo.error).toHaveText("This promo code is paused for now. Try again later, or check out without it.");
  await expect(checkout.total).toHaveText("$174.00");

  await detail.resume.click();
  await expect(detail.state).toHaveText("Running");
  await expect(detail.history).toContainText("Paused the promo code");
  await expect(detail.history).toContainText("Resumed the promo code");
  await admin.close();
  // The visitor comes back to the checkout (Apply again with the same text asks nothing new).
  await page.reload();
  await promo.use("PAUSEME");
  await expect(promo.applied).toHaveText("PAUSEME applied: −$3.15");
  await expect(checkout.total).toHaveText("$170.85");
});

test("eligible products are chosen by name from the catalogue, grouped by line, never typed as ids", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const promotions = new AdminPromotionsPage(page);
  await promotions.open();
  await promotions.fill({ code: "CAPESONLY", amount: "10", scope: "skus" });
  await promotions.targetSearch.fill("Fire");
  await expect(promotions.targetOptions.getByRole("group", { name: "Capes" })).toContainText("Fire Cape");
  await expect(promotions.targetOptions.getByRole("group", { name: "Skills" })).toContainText("Firemaking");
  await saveScreenshot(page, "promos-picker-1280", { fullPage: false });
  // With the keyboard: the first match is highlighted, Enter takes it and does not submit the form.
  await expect(promotions.targetSearch).toHaveAttribute("aria-expanded", "true");
  await promotions.targetSearch.press("Enter");
  await expect(promotions.chips).toHaveCount(1);
  await expect(promotions.chips).toContainText("Fire Cape");
  await expect(promotions.confirm).toHaveCount(0);
  // "Fire Cape" typed whole is the Fire Cape (already chosen: not offered again); "infernal" offers the Infernal Cape.
  await promotions.targetSearch.fill("Fire Cape");
  await expect(promotions.page.getByTestId("admin-promo-targets-none")).toHaveText("No product matches “Fire Cape”.");
  await promotions.fill({ targets: ["Infernal Cape"] });
  await page.getByRole("button", { name: "Remove Infernal Cape" }).click();
  await expect(promotions.chips).toHaveCount(1);
  await promotions.create.click();
  await promotions.confirm.click();
  await promotions.created.filter({ hasText: "Created CAPESONLY." }).waitFor();
  await expect(promotions.row("CAPESONLY")).toContainText("Products: Fire Cape, gold excluded");
  await expect(promotions.page.getByText("Not in the catalogue")).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await promotions.fill({ scope: "skus" });
  await promotions.targetSearch.fill("cape");
  await settleAnimations(page);
  await saveScreenshot(page, "promos-picker-375", { fullPage: false });
});

test.describe("on PostgreSQL", () => {
  const adminUrl = process.env.E2E_POSTGRES_URL;
  let postgres: Awaited<ReturnType<typeof startShopServerOnPostgres>> | undefined;
  test.skip(!adminUrl, "E2E_POSTGRES_URL is not set (npm test sets it to its PostgreSQL server)");
  test.beforeAll(async () => {
    if (adminUrl) postgres = await startShopServerOnPostgres(adminUrl, E2E_ENV);
  });
  test.afterAll(async () => {
    await postgres?.stop();
  });

  test("20 checkouts racing for a code's last use: exactly one gets it, the rest a clear refusal (PostgreSQL)", async () => {
    const baseUrl = postgres?.baseUrl ?? "";
    // The code is written straight into the shop's database; the race itself runs through the shop's API.
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: postgres?.databaseUrl });
    await client.connect();
    const at = new Date().toISOString();
    await client.query(
      `INSERT INTO promo_codes (code, kind, value, scope, targets_json, include_gold, min_total_cents, max_uses, active, created_by, created_at, updated_at)
       VALUES ('LASTONE', 'percent', 1000, 'all', '[]', 0, 0, 1, 1, 'e2e', $1, $1)`,
      [at],
    );
    const outcome = await raceForLastUse(baseUrl, "LASTONE", 20);
    const { rows } = await client.query("SELECT uses FROM promo_codes WHERE code = 'LASTONE'");
    const orders = await client.query("SELECT count(*)::int AS n FROM orders WHERE promo_code = 'LASTONE'");
    await client.end();
    expect(outcome.placed).toBe(1);
    expect(outcome.refusals).toEqual(Array.from({ length: 19 }, () => "This promo code has been used up."));
    expect(rows[0]?.uses).toBe(1);
    expect(orders.rows[0]?.n).toBe(1);
  });
});
