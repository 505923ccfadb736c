import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { postOrderTo } from "../support/order-request";
import { AdminCustomerPage, AdminCustomersPage } from "./pages/admin-customers";
import { AdminOrdersPage } from "./pages/admin-orders";
import { operatorSession } from "./support/admin";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 42 items 1 and 2 in a browser against the production build: orders placed through the
 * shop's API are found by fragments ("bob@", "example.com", "Dave Crypto", a piece of a reference),
 * and a customer is opened from an order and from a message with their orders, spend and messages.
 * The e2e server runs in demo mode, so every order is a test order: two are made live and paid in
 * its database, as a shop taking real money would have them, so the spend shows.
 */

test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(() => server().databaseFile, "people@example.com", "a long enough passphrase");

test.use({ viewport: DESKTOP });

type Placed = { reference: string; id: string };
const placed: Record<"bob" | "dave" | "carol", Placed> = {
  bob: { reference: "", id: "" },
  dave: { reference: "", id: "" },
  carol: { reference: "", id: "" },
};
let messageId = "";

async function place(email: string, name: string, rsn: string): Promise<Placed> {
  const answer = await postOrderTo(server().baseUrl, { method: "card", profile: { email, name, phone: "", rsn } });
  expect(answer.status).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    const row = db.prepare("select id from orders where reference = ?").get(reference) as { id: string };
    return { reference, id: row.id };
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  placed.bob = await place("bob@mail.test", "Bob Stone", "Iron Bob");
  placed.dave = await place("dave@example.com", "Dave Crypto", "Zezima");
  placed.carol = await place("carol@example.com", "Carol Quill", "Woox");
  const db = new SQLite(server().databaseFile);
  try {
    const now = new Date().toISOString();
    db.prepare("update orders set status = 'paid', paid_at = ?, test_mode = 0 where id in (?, ?)").run(
      now,
      placed.bob.id,
      placed.dave.id,
    );
    messageId = crypto.randomUUID();
    db.prepare("insert into messages (id, email, message, source, created_at) values (?, ?, ?, 'contact', ?)").run(
      messageId,
      "Bob@Mail.test",
      "Is my fire cape on its way?",
      now,
    );
  } finally {
    db.close();
  }
});

async function references(orders: AdminOrdersPage, q: string): Promise<string[]> {
  await orders.open(`?q=${encodeURIComponent(q)}`);
  await expect(orders.table).toBeVisible();
  // The reference is each row's link to its order (the first column is the selection's checkbox).
  return (await orders.rows.locator('a[href^="/admin/orders/"]').allTextContents()).map((text) => text.trim());
}

test("the order search finds an email fragment, a domain, a name and part of a reference", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await orders.search.fill("bob@");
  await orders.filterButton.click();
  await page.waitForURL((url) => url.searchParams.get("q") === "bob@");
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(placed.bob.reference)).toBeVisible();

  expect((await references(orders, "example.com")).sort()).toEqual(
    [placed.carol.reference, placed.dave.reference].sort(),
  );
  expect(await references(orders, "Dave Crypto")).toEqual([placed.dave.reference]);
  // Part of a reference without its RF-, and its start with it.
  expect(await references(orders, placed.carol.reference.slice(3, 8))).toContain(placed.carol.reference);
  expect(await references(orders, placed.bob.reference.slice(0, 7))).toContain(placed.bob.reference);
});

async function expectBob(page: Page): Promise<void> {
  const customer = new AdminCustomerPage(page);
  await expect(customer.email).toHaveText("bob@mail.test");
  expect(new URL(page.url()).pathname).not.toMatch(/@|bob|mail/i);
  await expect(customer.orders).toHaveText([placed.bob.reference]);
  await expect(customer.total("Orders")).toHaveText("1");
  await expect(customer.total("Paid")).toHaveText("$31.50 (live orders)");
  await expect(customer.total("Messages")).toHaveText("1");
  await expect(customer.messages).toHaveText(["Is my fire cape on its way?"]);
}

test("a customer opens from an order and from a message, with their orders, spend and messages", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  await page.goto(`/admin/orders/${placed.bob.id}`);
  await page.getByTestId("admin-order-customer-link").click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin/customers/"));
  await expectBob(page);
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }),
  ).toHaveAttribute("aria-current", "page");

  // The order in the customer's list opens the order; the message opens its thread, which links back.
  await new AdminCustomerPage(page).messages.click();
  await page.waitForURL((url) => url.pathname === `/admin/messages/${messageId}`);
  await page.getByTestId("admin-message-customer-link").click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin/customers/"));
  await expectBob(page);
  await new AdminCustomerPage(page).orders.click();
  await expect(page.getByTestId("admin-order-reference")).toHaveText(placed.bob.reference);
});

test("the customers list finds a name and shows each customer's figures, at 1280 and 375 px", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const customers = new AdminCustomersPage(page);
  await customers.open();
  await expect(customers.rows).toHaveCount(3);
  await expect(customers.row("dave@example.com")).toContainText("$31.50");
  await saveScreenshot(page, "customers-list-1280");
  await customers.find("crypto");
  await expect(customers.rows).toHaveCount(1);
  await customers.row("dave@example.com").getByRole("link").click();
  await expect(new AdminCustomerPage(page).email).toHaveText("dave@example.com");
  await saveScreenshot(page, "customers-page-1280");

  await page.setViewportSize(PHONE);
  await customers.open();
  await expect(customers.rows).toHaveCount(3);
  await saveScreenshot(page, "customers-list-375");
  await customers.row("bob@mail.test").getByRole("link").click();
  await expect(new AdminCustomerPage(page).email).toHaveText("bob@mail.test");
  await saveScreenshot(page, "customers-page-375");
});
