import SQLite from "better-sqlite3";
import type { CartItem } from "@/domain/cart/cart-schema";
import { buildLineSku } from "@/domain/cart/line-sku";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { priceLine } from "@/domain/pricing/price-line";
import { postOrderTo } from "../support/order-request";
import { OrderTrackingPage } from "./pages/order-tracking";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { orderLink } from "./support/order-links";

/*
 * The order page in the words of the order, against the production build: an unpaid Zelle order
 * waits for its payment and says what to pay, by which method and where (the shop's Zelle set in
 * its settings), never "Queued" or a booster; a kills line says its quantity once; a paid gold
 * order speaks of the trade to the buyer's RuneScape name. Its own server: the shop's payment
 * details it sets would change the shared server's other manual orders.
 */

test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);

const PROFILE = { email: "words@example.com", name: "Zezima", phone: "", rsn: "Zezima" };
const ZELLE = "pay@runeforge.example";

/** 30 Vorkath kills as the product page adds them, at the shop's 10% discount. */
function vorkathKills(): { item: CartItem; payableCents: number } {
  const entry = findProductBySku("pvm-vorkath");
  if (!entry) throw new Error("No Vorkath in the catalogue");
  const priced = priceLine(entry.product, {}, 30, { discountBasisPoints: 1_000 });
  if (!priced.ok) throw new Error("Vorkath does not price");
  const item: CartItem = {
    sku: buildLineSku(entry.product, priced.config),
    name: entry.product.name,
    subName: priced.subName,
    count: 30,
    pricePer: priced.pricePerCents,
    totalPrice: priced.totalCents,
    imageSrc: entry.product.imageSrc,
    config: priced.config,
  };
  return { item, payableCents: priced.payableCents };
}

function writeDatabase(statement: string, ...values: (string | number)[]): void {
  const db = new SQLite(server().databaseFile);
  try {
    db.prepare(statement).run(...values);
  } finally {
    db.close();
  }
}

async function place(items: CartItem[], expectedTotalCents: number): Promise<string> {
  const placed = await postOrderTo(server().baseUrl, { method: "zelle", profile: PROFILE, expectedTotalCents, items });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { reference: string }).reference;
}

test("an unpaid Zelle order says what to pay and where, not 'Queued'; its kills line says 30 once", async ({
  page,
}) => {
  const { item, payableCents } = vorkathKills();
  const reference = await place([item], payableCents);
  // The shop's Zelle, as an operator sets it in the back office's settings.
  writeDatabase(
    "insert into shop_settings (key, value_json, updated_by, updated_at) values ('payment_details', ?, 'e2e', ?)",
    JSON.stringify({
      zelle: ZELLE,
      btc: "",
      eth: "",
      usdt: "",
      ltc: "",
      interac: "",
      venmo: "",
      chime: "",
      revolut: "",
      usdtNetwork: "TRC-20",
      instructions: "",
    }),
    new Date().toISOString(),
  );
  const order = new OrderTrackingPage(page);
  await page.setViewportSize(PHONE);
  await order.open(await orderLink(server().databaseFile, reference));

  await expect(order.step).toHaveText("Waiting for your payment");
  await expect(order.stepText).toHaveText(
    "Pay $67.50 by Zelle: how and where are below. Once it has arrived in full, a player from our team starts on your order.",
  );
  await expect(order.manualPayment.getByRole("heading")).toHaveText("How to pay by Zelle");
  await expect(order.manualPayment.getByTestId("order-amount-due")).toHaveText("Amount to pay: $67.50 by Zelle");
  await expect(order.payTo).toContainText(ZELLE);
  await expect(order.manualPayment.getByTestId("order-pay-reference")).toHaveText(`Your order reference: ${reference}`);
  await expect(order.manualPayment.getByTestId("order-pay-how")).toContainText("Put your order reference in the memo.");
  await expect(page.getByTestId("order-lines")).toContainText("Vorkath (30 kills · ");
  await expect(page.getByTestId("order-lines")).not.toContainText("× 30");
  await expect(page.locator("main")).not.toContainText(/Queued|booster/i);
  await saveScreenshot(page, "words-unpaid-zelle-375");
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, "words-unpaid-zelle-1280");
});

test("a paid gold order speaks of the trade to the buyer's RuneScape name, never of a booster", async ({ page }) => {
  const gold = buildGoldCartItem(500);
  const reference = await place([gold], gold.totalPrice);
  writeDatabase(
    "update orders set status = 'paid', paid_at = ?, tracking_version = tracking_version + 1 where reference = ?",
    new Date().toISOString(),
    reference,
  );
  const order = new OrderTrackingPage(page);
  await page.setViewportSize(PHONE);
  await order.open(await orderLink(server().databaseFile, reference));

  await expect(order.payment).toHaveText("Paid");
  await expect(order.step).toHaveText("Queued");
  await expect(order.stepText).toContainText("Next: we trade your gold to Zezima in game");
  await expect(page.locator("main")).not.toContainText(/booster|player from our team|your account/i);
  await saveScreenshot(page, "words-gold-paid-375");
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, "words-gold-paid-1280");
});
