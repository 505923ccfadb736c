import type { BrowserContext, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { formatUsd } from "@/domain/money/money";
import {
  FakeSquare,
  SQUARE_ACCESS_TOKEN,
  SQUARE_LOCATION_ID,
  SQUARE_NOTIFICATION_URL,
  SQUARE_SIGNATURE_KEY,
  signSquare,
  squarePaymentEvent,
} from "../support/fake-square";
import {
  type FakeStripe,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  signStripe,
  startFakeStripe,
} from "../support/fake-stripe";
import { stripeSessionEvent } from "../support/stripe-shop";
import { AdminHomePage } from "./pages/admin-home";
import { AdminOrderPage, AdminOrdersPage } from "./pages/admin-orders";
import type { CheckoutPage } from "./pages/checkout-page";
import { operatorSession } from "./support/admin";
import { DESKTOP, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 16, "a refund against the Stripe and Square stand-ins", in a browser against the
 * production build. The server's Stripe and Square are the integration tests' fakes (the real SDKs
 * over HTTP to servers in this test process). A customer pays at the real checkout: the browser
 * reaches the provider's hosted page, the test then tells the shop what the provider would (its
 * signed webhook, then the return page). The operator refunds part, then the rest, through the
 * order page's dialog; a stale tab's further refund and a refund the provider refuses are refused
 * in the dialog with the server's message. The money moved is read back from the fakes, the
 * refunds and their audit entries from the page and the server's database.
 */

const OPERATOR = "refunds@example.com";
/** The filledCheckout cart: 750M gold ($142.50) and a zerker fire cape ($31.50). */
const TOTAL = "$174.00";
const TOTAL_CENTS = 17_400;

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });

let stripe: FakeStripe;
const square = new FakeSquare();

// Before the server's hook: its environment names the fakes' ports.
test.beforeAll(async () => {
  stripe = await startFakeStripe();
  await square.start();
});
test.afterAll(async () => {
  await stripe?.close();
  await square.stop();
});

const server = withOwnServer(() => ({
  ...E2E_ENV,
  STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
  SQUARE_ACCESS_TOKEN,
  SQUARE_LOCATION_ID,
  SQUARE_ENVIRONMENT: "sandbox",
  SQUARE_API_URL: square.baseUrl,
  SQUARE_WEBHOOK_SIGNATURE_KEY: SQUARE_SIGNATURE_KEY,
  // The server's own address is only known once it starts; Square signs the URL it was given.
  SQUARE_WEBHOOK_URL: SQUARE_NOTIFICATION_URL,
}));
const signedIn = operatorSession(() => server().databaseFile, OPERATOR, "a long enough passphrase");

test.use({ viewport: DESKTOP });

type MadeRefund = { amount: number; idempotencyKey: string | null };

/** What differs between the two stand-ins: the hosted page, how a payment is reported, what was refunded. */
type Provider = {
  name: "Stripe" | "Square";
  method: "card" | "square";
  hostedHost: string;
  /**
   * Takes the card for the order whose hosted page is at `hostedUrl` and tells the shop; answers
   * the order's reference, where the provider sends the buyer back, and the payment's id.
   */
  pay(hostedUrl: string): Promise<{ reference: string; returnPath: string; paymentRef: string }>;
  refundsOf(paymentRef: string): MadeRefund[];
  /**
   * Whether the provider answers a refund before the money has gone back (Square's PENDING): the
   * shop then holds it as pending until the provider's webhook says it completed (docs/adr/0011).
   */
  pendsFirst: boolean;
  /** The provider finishes the refunds it holds as pending on this payment and tells the shop. */
  completeRefunds(paymentRef: string): Promise<void>;
  /** The provider's refusal, and the message the dialog shows for it. */
  refuse(on: boolean): void;
  refusal: string;
};

async function postWebhook(path: string, body: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${server().baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  expect(response.status, await response.text()).toBe(200);
}

const STRIPE: Provider = {
  name: "Stripe",
  method: "card",
  hostedHost: "checkout.stripe.test",
  async pay(hostedUrl) {
    const session = [...stripe.sessions.values()].find((candidate) => candidate.url === hostedUrl);
    if (!session?.success_url || !session.client_reference_id)
      throw new Error(`fake Stripe has no session at ${hostedUrl}`);
    expect(session.amount_total).toBe(TOTAL_CENTS);
    stripe.markPaid(session.id);
    const payload = stripeSessionEvent("checkout.session.completed", {
      id: session.id,
      amount_total: session.amount_total,
      client_reference_id: session.client_reference_id,
      metadata: session.metadata,
    });
    await postWebhook("/api/stripe/webhook", payload, { "stripe-signature": signStripe(payload) });
    const back = new URL(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    return {
      reference: session.client_reference_id,
      returnPath: `${back.pathname}${back.search}`,
      paymentRef: `pi_for_${session.id}`,
    };
  },
  refundsOf: (paymentIntent) =>
    [...stripe.refunds.values()]
      .filter((refund) => refund.paymentIntent === paymentIntent)
      .map((refund) => ({ amount: refund.amount, idempotencyKey: refund.idempotencyKey })),
  pendsFirst: false,
  completeRefunds: () => Promise.resolve(),
  refuse(on) {
    stripe.refuseRefunds = on
      ? { code: "charge_disputed", message: "This charge has been disputed; it cannot be refunded." }
      : null;
  },
  refusal: "The refund did not go through: This charge has been disputed; it cannot be refunded.",
};

const SQUARE: Provider = {
  name: "Square",
  method: "square",
  hostedHost: "square.link",
  async pay(hostedUrl) {
    const link = square.links.find((candidate) => candidate.url === hostedUrl);
    if (!link) throw new Error(`fake Square has no payment link at ${hostedUrl}`);
    const amountCents = square.orders.get(link.orderId)?.total_money.amount ?? 0;
    expect(amountCents).toBe(TOTAL_CENTS);
    const paymentId = square.pay(link.orderId);
    const body = squarePaymentEvent({ orderId: link.orderId, paymentId, amountCents });
    await postWebhook("/api/square/webhook", body, { "x-square-hmacsha256-signature": signSquare(body) });
    // Square sends the buyer back to the redirect URL with the order's id (spec section 2).
    return {
      reference: link.body.order.reference_id,
      returnPath: `/checkout?orderId=${link.orderId}&transactionId=${link.orderId}`,
      paymentRef: paymentId,
    };
  },
  refundsOf: (paymentId) =>
    [...square.refunds.values()]
      .filter((refund) => refund.payment_id === paymentId)
      .map((refund) => ({ amount: refund.amount_money.amount, idempotencyKey: refund.idempotency_key })),
  pendsFirst: true,
  async completeRefunds(paymentId) {
    for (const refund of square.refunds.values()) {
      if (refund.payment_id !== paymentId || refund.status !== "PENDING") continue;
      const { body, signature } = square.settleRefund(refund.id, "COMPLETED");
      await postWebhook("/api/square/webhook", body, { "x-square-hmacsha256-signature": signature });
    }
  },
  refuse(on) {
    square.refuseRefunds = on ? { code: "REFUND_DECLINED", detail: "The card issuer declined the refund." } : null;
  },
  refusal: "The refund did not go through: The card issuer declined the refund.",
};

/**
 * The customer's card order at the real checkout, through the provider's hosted page (a stand-in
 * page at the provider's address) and back, paid; then the operator opens it. Answers the order.
 */
async function paidOrderInBackOffice(
  provider: Provider,
  { page, context, checkout }: { page: Page; context: BrowserContext; checkout: CheckoutPage },
) {
  await page.route(`https://${provider.hostedHost}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>${provider.name} checkout</title><h1>${provider.name}'s hosted payment page</h1>`,
    }),
  );
  await checkout.method(provider.method).check();
  await checkout.submit.click();
  await page.waitForURL((url) => url.hostname === provider.hostedHost);
  const { reference, returnPath, paymentRef } = await provider.pay(page.url());
  await page.goto(returnPath);
  await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
  await expect(page.getByTestId("order-reference")).toHaveText(reference);

  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await orders.openOrder(reference);
  const order = new AdminOrderPage(page);
  await expect(order.status).toHaveText("paid");
  await expect(page.getByTestId("admin-order-payment-provider")).toHaveText(provider.name.toLowerCase());
  await expect(page.getByTestId("admin-order-payment-payment-id")).toHaveText(paymentRef);
  await expect(order.total("Refundable")).toHaveText(TOTAL);
  const orderId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  return { order, orderId, paymentRef, reference };
}

/**
 * A refund the provider holds as pending shows as such (nothing counted as refunded, nothing more
 * refundable); then the provider completes it and the reloaded page counts it.
 */
async function moneyGoesBack(
  provider: Provider,
  order: AdminOrderPage,
  paymentRef: string,
  pending: { amountCents: number; refundedBefore: string; refundableWhilePending: string },
): Promise<void> {
  if (!provider.pendsFirst) return;
  await expect(order.total("Refunded")).toHaveText(pending.refundedBefore);
  await expect(order.total("Refundable")).toHaveText(pending.refundableWhilePending);
  await expect(order.total("Refund pending")).toHaveText(formatUsd(pending.amountCents));
  await expect(order.status).toHaveText("paid");
  await expect(
    order.timeline
      .filter({ hasText: `Refund of ${formatUsd(pending.amountCents)}: pending` })
      .filter({ hasText: OPERATOR }),
  ).toHaveCount(1);
  await provider.completeRefunds(paymentRef);
  await order.page.reload();
  await expect(order.total("Refund pending")).toHaveCount(0);
}

/** Opens the refund dialog and asks for part of the order, typed in dollars as the dialog asks. */
async function askPartialRefund(order: AdminOrderPage, dollars: string, screenshot?: string): Promise<void> {
  await order.action("Refund").click();
  await order.dialog.getByLabel("Part of it").check();
  await order.dialog.getByLabel("Amount to refund").fill(dollars);
  await order.dialog.getByLabel("Reason").fill("One item was out of stock");
  if (screenshot) await saveScreenshot(order.page, screenshot, { fullPage: false });
  await order.dialog.getByRole("button", { name: "Refund" }).click();
}

/** The server's database, read the way the project's tests read it (the server keeps writing it). */
function readDatabase<T>(read: (db: SQLite.Database) => T): T {
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function orderMoney(orderId: string) {
  return readDatabase(
    (db) =>
      db.prepare("select status, refunded_cents, refund_pending_cents from orders where id = ?").get(orderId) as {
        status: string;
        refunded_cents: number;
        refund_pending_cents: number;
      },
  );
}

function refundRows(orderId: string) {
  return readDatabase(
    (db) =>
      db
        .prepare(
          "select amount_cents, status, idempotency_key, operator_id from order_refunds where order_id = ? order by created_at",
        )
        .all(orderId) as { amount_cents: number; status: string; idempotency_key: string; operator_id: string }[],
  );
}

type RefundAudit = {
  operatorId: string | null;
  before: { status: string; refundedCents: number };
  after: { status: string; refundedCents: number; refund: { amountCents: number; outcome: string } };
};

/** The audit log's ORDER_REFUNDED entries of one order, oldest first. */
function refundAudit(orderId: string): RefundAudit[] {
  return readDatabase((db) =>
    (
      db
        .prepare(
          "select operator_id, before_json, after_json from audit_log where target_type = 'order' and target_id = ? and action = 'ORDER_REFUNDED' order by at",
        )
        .all(orderId) as { operator_id: string | null; before_json: string; after_json: string }[]
    ).map((row) => ({
      operatorId: row.operator_id,
      before: JSON.parse(row.before_json) as RefundAudit["before"],
      after: JSON.parse(row.after_json) as RefundAudit["after"],
    })),
  );
}

function operatorId(): string {
  return readDatabase(
    (db) => (db.prepare("select id from operators where email = ?").get(OPERATOR) as { id: string }).id,
  );
}

for (const provider of [STRIPE, SQUARE]) {
  test(`${provider.name}: a card order paid through the stand-in is refunded in part, then in full; a further refund is refused in the dialog; both refunds audited`, async ({
    filledCheckout: checkout,
    page,
    context,
  }) => {
    const { order, orderId, paymentRef, reference } = await paidOrderInBackOffice(provider, {
      page,
      context,
      checkout,
    });
    // A second tab left on the order before the money goes back: it still offers a refund.
    const stale = await context.newPage();
    await stale.goto(page.url());
    const staleOrder = new AdminOrderPage(stale);
    await expect(staleOrder.action("Refund")).toBeVisible();

    const slug = provider.name.toLowerCase();
    await askPartialRefund(order, "25.50", `admin-refund-dialog-${slug}-1280`);
    await expect(order.dialog).toBeHidden();
    await moneyGoesBack(provider, order, paymentRef, {
      amountCents: 2_550,
      refundedBefore: "$0.00",
      refundableWhilePending: "$148.50",
    });
    await expect(order.total("Refunded")).toHaveText("$25.50");
    await expect(order.total("Refundable")).toHaveText("$148.50");
    await expect(order.status).toHaveText("paid");
    const byOperator = order.timeline.filter({ hasText: OPERATOR });
    await expect(byOperator.filter({ hasText: "Refund of $25.50: succeeded" })).toHaveCount(1);
    const afterPart = provider.refundsOf(paymentRef);
    expect(afterPart.map((refund) => refund.amount)).toEqual([2_550]);
    expect(afterPart[0]?.idempotencyKey).toEqual(refundRows(orderId)[0]?.idempotency_key);

    await order.refund("full");
    await moneyGoesBack(provider, order, paymentRef, {
      amountCents: 14_850,
      refundedBefore: "$25.50",
      refundableWhilePending: "$0.00",
    });
    await expect(order.total("Refunded")).toHaveText(TOTAL);
    await expect(order.total("Refundable")).toHaveText("$0.00");
    await expect(order.status).toHaveText("refunded");
    await expect(order.action("Refund")).toHaveCount(0);
    await expect(byOperator.filter({ hasText: "Refund of $148.50: succeeded" })).toHaveCount(1);
    await saveScreenshot(page, `admin-refunded-order-${slug}-1280`, { fullPage: true });

    // The stale tab asks for the rest again: the server refuses it and the dialog says why.
    await staleOrder.action("Refund").click();
    await staleOrder.dialog.getByLabel("Reason").fill("Asked again");
    const answer = stale.waitForResponse((response) => response.url().endsWith(`/api/admin/orders/${orderId}/refund`));
    await staleOrder.dialog.getByRole("button", { name: "Refund" }).click();
    expect((await answer).status()).toBe(400);
    await expect(staleOrder.dialogError).toHaveText("Only a paid order can be refunded; this one is refunded.");
    await expect(staleOrder.dialog).toBeVisible();
    await saveScreenshot(stale, `admin-refund-refused-${slug}-1280`, { fullPage: false });
    await stale.close();

    const made = provider.refundsOf(paymentRef);
    expect(made.map((refund) => refund.amount)).toEqual([2_550, 14_850]);
    const rows = refundRows(orderId);
    expect(rows.map((row) => [row.amount_cents, row.status])).toEqual([
      [2_550, "succeeded"],
      [14_850, "succeeded"],
    ]);
    expect(made.map((refund) => refund.idempotencyKey)).toEqual(rows.map((row) => row.idempotency_key));
    expect(orderMoney(orderId)).toEqual({ status: "refunded", refunded_cents: TOTAL_CENTS, refund_pending_cents: 0 });

    const operator = operatorId();
    expect(
      refundAudit(orderId).map((entry) => [
        entry.operatorId,
        entry.before.refundedCents,
        entry.after.refund.amountCents,
        entry.after.refund.outcome,
        entry.after.status,
      ]),
    ).toEqual(
      provider.pendsFirst
        ? [
            // Held as pending when asked; the provider's webhook counted each (ORDER_REFUND_SETTLED, no operator).
            [operator, 0, 2_550, "pending", "paid"],
            [operator, 2_550, 14_850, "pending", "paid"],
          ]
        : [
            [operator, 0, 2_550, "succeeded", "paid"],
            [operator, 2_550, 14_850, "succeeded", "refunded"],
          ],
    );
    await page.goto("/admin");
    // The home's activity says each refund in words.
    const audit = new AdminHomePage(page).audit;
    await expect(audit.filter({ hasText: `${OPERATOR} refunded $25.50 on ${reference}.` })).toHaveCount(1);
    await expect(audit.filter({ hasText: `${OPERATOR} refunded $148.50 on ${reference}.` })).toHaveCount(1);
  });

  test(`${provider.name}: a refund the provider refuses shows its reason in the dialog and counts nothing as refunded`, async ({
    filledCheckout: checkout,
    page,
    context,
  }) => {
    const { order, orderId, paymentRef } = await paidOrderInBackOffice(provider, { page, context, checkout });
    provider.refuse(true);
    try {
      const answer = page.waitForResponse((response) => response.url().endsWith(`/api/admin/orders/${orderId}/refund`));
      await askPartialRefund(order, "5.00");
      expect((await answer).status()).toBe(409);
      await expect(order.dialogError).toHaveText(provider.refusal);
      await expect(order.dialog.getByLabel("Amount to refund")).toBeFocused();
      await saveScreenshot(page, `admin-refund-provider-refused-${provider.name.toLowerCase()}-1280`, {
        fullPage: false,
      });
    } finally {
      provider.refuse(false);
    }
    expect(provider.refundsOf(paymentRef)).toEqual([]);
    expect(orderMoney(orderId)).toEqual({ status: "paid", refunded_cents: 0, refund_pending_cents: 0 });
    expect(refundRows(orderId).map((row) => [row.amount_cents, row.status])).toEqual([[500, "failed"]]);
    expect(refundAudit(orderId).map((entry) => [entry.after.refund.amountCents, entry.after.refund.outcome])).toEqual([
      [500, "failed"],
    ]);

    // Nothing stays reserved: the page still offers all of it, and the same refund goes through once allowed.
    await page.keyboard.press("Escape");
    await expect(order.dialog).toBeHidden();
    await page.reload();
    await expect(order.total("Refunded")).toHaveText("$0.00");
    await expect(order.total("Refundable")).toHaveText(TOTAL);
    await expect(
      order.timeline.filter({ hasText: "Refund of $5.00: failed" }).filter({ hasText: OPERATOR }),
    ).toHaveCount(1);
    await order.refund("5.00");
    await moneyGoesBack(provider, order, paymentRef, {
      amountCents: 500,
      refundedBefore: "$0.00",
      refundableWhilePending: "$169.00",
    });
    await expect(order.total("Refunded")).toHaveText("$5.00");
    expect(provider.refundsOf(paymentRef).map((refund) => refund.amount)).toEqual([500]);
  });
}
