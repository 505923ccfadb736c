import { readFileSync } from "node:fs";
import SQLite from "better-sqlite3";
import { AdminOrderPage, AdminOrdersPage } from "./pages/admin-orders";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 42, items 3 and 4 in a browser against the production build: orders ticked on the list
 * (one by one, or all on the page) and given a fulfilment step (the refused one named), assigned
 * to the operator and found again by the "assigned to" filter, assigned and unassigned on the
 * order page, and exported (the selected orders, and the filtered list) with the files read back.
 * The orders are written straight into the server's database, each test on a day of its own.
 */

test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const OPERATOR = "bulk@example.com";
const signedIn = operatorSession(() => server().databaseFile, OPERATOR, "a long enough passphrase for bulk");

test.use({ viewport: DESKTOP });

const LINE = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Zerker",
  count: 1,
  config: { "account-type": "zerker" },
  unitCents: 3_500,
  totalCents: 3_500,
  discountCents: 350,
  payableCents: 3_150,
};

let counter = 0;

/** Paid card orders placed on `day`, one a minute; answers their references, newest first. */
function seedOrders(day: string, fulfilments: readonly string[]): string[] {
  const db = new SQLite(server().databaseFile);
  try {
    const insert = db.prepare(
      `insert into orders (id, reference, status, email, name, phone, rsn, method, provider, provider_ref,
        provider_payment_ref, cart_uuid, lines_json, subtotal_cents, discount_cents, total_cents, currency,
        purchase_recorded, created_at, updated_at, paid_at, test_mode, fulfilment)
       values (?, ?, 'paid', 'buyer@example.com', 'Buyer', '', 'Zezima', 'card', 'stripe', ?, ?, ?, ?, 3500, 350,
        3150, 'USD', 0, ?, ?, ?, 1, ?)`,
    );
    const references = fulfilments.map((fulfilment, index) => {
      counter += 1;
      const id = crypto.randomUUID();
      // Random, so a retried worker on the same database file makes new references.
      const reference = `RF-${crypto.randomUUID().replaceAll("-", "").slice(0, 8).toUpperCase()}`;
      const at = `${day}T10:${String(index).padStart(2, "0")}:00.000Z`;
      insert.run(id, reference, `cs_${id}`, `pi_bulk_${counter}`, id, JSON.stringify([LINE]), at, at, at, fulfilment);
      return reference;
    });
    return references.reverse();
  } finally {
    db.close();
  }
}

const dayQuery = (day: string) => `?from=${day}&to=${day}`;

test("orders ticked on the list get a fulfilment step, each checked on its own, the refused one named", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const day = "2021-02-02";
  // Newest first: the cancelled one was placed last.
  const [cancelled, ...queued] = seedOrders(day, ["queued", "queued", "queued", "cancelled"]);
  const orders = new AdminOrdersPage(page);
  await orders.open(dayQuery(day));
  await expect(orders.rows).toHaveCount(4);
  await expect(orders.bulk.count).toHaveText("None selected");
  await expect(orders.bulk.action("Set fulfilment")).toBeDisabled();
  await orders.selectRow(queued[0] ?? "").check();
  await expect(orders.bulk.count).toHaveText("1 selected");
  await orders.bulk.all.check();
  await expect(orders.bulk.count).toHaveText("4 selected");
  await saveScreenshot(page, "bulk-orders-selected-1280");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "bulk-orders-selected-375");
  // Every bulk action within the phone's width: reached by scrolling down, never sideways.
  for (const name of ["Set fulfilment", "Assign", "Export selected"] as const) {
    const box = await orders.bulk.action(name).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);
  }
  await page.setViewportSize(DESKTOP);

  await orders.bulk.action("Set fulfilment").click();
  await orders.bulk.dialog.getByLabel("New status").selectOption({ label: "delivered" });
  await orders.bulk.dialog.getByRole("button", { name: "Set status" }).click();
  await expect(orders.bulk.dialog).toBeHidden();
  await expect(orders.bulk.result).toHaveText(
    `3 set, 1 refused: ${cancelled}: An order that is cancelled cannot become delivered.`,
  );
  await expect(orders.bulk.count).toHaveText("None selected");
  for (const reference of queued) await expect(orders.row(reference)).toContainText("delivered");
  await expect(orders.row(cancelled ?? "")).toContainText("cancelled");
});

test("orders are assigned to the operator from the list, found by the filter, and unassigned on the order page", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const day = "2021-03-03";
  const [first, second, third] = seedOrders(day, ["queued", "queued", "queued"]);
  const orders = new AdminOrdersPage(page);
  await orders.open(dayQuery(day));
  await orders.selectRow(first ?? "").check();
  await orders.selectRow(second ?? "").check();
  await orders.bulk.action("Assign").click();
  await expect(orders.bulk.dialog.getByLabel("Assign to")).toHaveValue(/.+/);
  await orders.bulk.dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(orders.bulk.result).toHaveText("2 assigned.");
  await expect(orders.row(first ?? "")).toContainText(OPERATOR);
  await expect(orders.row(third ?? "")).not.toContainText(OPERATOR);

  await orders.select("Assigned to").selectOption({ label: "Me" });
  await orders.filterButton.click();
  await page.waitForURL((url) => url.searchParams.get("assignee") === "me");
  await expect(orders.rows).toHaveCount(2);
  await orders.open(`${dayQuery(day)}&assignee=none`);
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(third ?? "")).toHaveCount(1);

  await orders
    .row(third ?? "")
    .getByRole("link", { name: third })
    .click();
  const order = new AdminOrderPage(page);
  await expect(order.assignment.shown).toHaveText("Nobody yet");
  await order.assignment.assign.click();
  await expect(order.assignment.shown).toHaveText(OPERATOR);
  await expect(order.timeline.filter({ hasText: `assignee: nobody → ${OPERATOR}` })).toHaveCount(1);
  await order.assignment.shown.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "bulk-order-assignee-1280", { fullPage: false });
  await page.setViewportSize(PHONE);
  await order.assignment.shown.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "bulk-order-assignee-375", { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await order.assignment.unassign.click();
  await expect(order.assignment.shown).toHaveText("Nobody yet");
  await expect(order.assignment.unassign).toHaveCount(0);
});

test("the selected orders and the filtered list export as CSV, a record per line, in dollars", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const day = "2021-04-04";
  const [first, second, third] = seedOrders(day, ["queued", "queued", "queued"]);
  const orders = new AdminOrdersPage(page);
  await orders.open(dayQuery(day));
  await orders.selectRow(first ?? "").check();
  await orders.selectRow(third ?? "").check();
  const download = page.waitForEvent("download");
  await orders.bulk.action("Export selected").click();
  const selected = readFileSync(await (await download).path(), "utf8")
    .split("\r\n")
    .filter(Boolean);
  expect(selected[0]).toMatch(/^reference,date,status,fulfilment,mode,email,rsn,sku,product,options,quantity,/);
  expect(selected.slice(1).map((line) => line.split(",")[0])).toEqual([first, third]);
  expect(selected[1]).toContain(
    ",fire-cape,Fire Cape (Zerker),Account type: Zerker (45 Defence),1,35.00,3.50,,,31.50,USD,card,",
  );

  const whole = page.waitForEvent("download");
  await orders.exportLink.click();
  const listed = readFileSync(await (await whole).path(), "utf8")
    .split("\r\n")
    .filter(Boolean);
  expect(listed.slice(1).map((line) => line.split(",")[0])).toEqual([first, second, third]);
});
