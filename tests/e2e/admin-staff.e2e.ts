import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { AdminEnrolPage } from "./pages/admin-enrol";
import { AdminOrderPage } from "./pages/admin-orders";
import { AdminSignInPage } from "./pages/admin-sign-in";
import { AdminAccountPage, AdminStaffPage } from "./pages/admin-staff";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeDemoOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, leavePage, test, withOwnServer } from "./support/fixtures";
import { enrolPath, totpCode } from "./support/operators";

/*
 * Issue 42, item 7, in a browser against the production build: an owner invites a staff member
 * from /admin/staff; the staff member enrols from the link shown once (the plain key beside the QR
 * code, the recovery codes downloaded) and signs in; staff are refused the catalogue and a refund
 * over the owner's limit; the owner suspends and restores them; they change their password and
 * renew their recovery codes on /admin/account. Staff sign in with recovery codes, so the app's
 * code of each 30-second step stays free for the renewal.
 */

const OWNER = "owner-of-staff@example.com";
const OWNER_PASSWORD = "the owner's long passphrase";
const STAFF = "new-staff@example.com";
const STAFF_PASSWORD = "the staff member's passphrase";
const NEW_PASSWORD = "a second staff passphrase";

test.describe.configure({ mode: "serial" });

const server = withOwnServer(() => ({ ...E2E_ENV }));
const ownerSignedIn = operatorSession(() => server().databaseFile, OWNER, OWNER_PASSWORD);

test.use({ viewport: DESKTOP });

/** What the staff member's browser knows after enrolling: their key and the codes downloaded. */
const staff = { password: STAFF_PASSWORD, secret: "", recovery: [] as string[] };

async function staffContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  return { context, page: await context.newPage() };
}

/** The staff member's both sign-in steps with their next recovery code. */
async function signInStaff(page: Page): Promise<void> {
  const code = staff.recovery.shift();
  if (!code) throw new Error("no recovery code left");
  await new AdminSignInPage(page).signIn(STAFF, staff.password, code);
}

test("an owner invites a staff member, who enrols with the plain key, downloads the recovery codes and signs in", async ({
  page,
  context,
  browser,
}) => {
  await ownerSignedIn(page, context);
  const list = new AdminStaffPage(page);
  await list.open();
  await expect(list.row(OWNER).getByTestId("admin-staff-role")).toHaveText("Owner");
  const link = await list.invite(STAFF, "Staff");
  expect(link).toMatch(/\/admin\/enrol#token=[A-Za-z0-9_-]{43}$/);
  await expect(list.row(STAFF).getByTestId("admin-staff-status")).toHaveText("Invited");
  await expect(list.row(STAFF).getByTestId("admin-staff-role")).toHaveText("Staff");

  const { context: other, page: staffPage } = await staffContext(browser);
  const enrol = new AdminEnrolPage(staffPage);
  await staffPage.goto(enrolPath(link));
  await enrol.choosePassword(STAFF_PASSWORD);
  staff.secret = await enrol.secret();
  // The key an app without a camera takes, grouped by four, is the one in the QR code's address.
  await expect(enrol.plainSecret).toHaveText(staff.secret.match(/.{1,4}/g)?.join(" ") ?? "");
  await expect(enrol.qr).toBeVisible();
  expect(await axeViolations(staffPage)).toEqual([]);
  await saveScreenshot(staffPage, "staff-enrol-1280");
  await staffPage.setViewportSize(PHONE);
  await saveScreenshot(staffPage, "staff-enrol-375");
  await staffPage.setViewportSize(DESKTOP);
  await enrol.confirm(totpCode(staff.secret));
  await expect(enrol.recoveryCodes).toHaveCount(10);
  const shown = await enrol.recoveryCodes.allTextContents();
  const downloading = staffPage.waitForEvent("download");
  await staffPage.getByTestId("admin-recovery-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/recovery-codes\.txt$/);
  const file = readFileSync(await download.path(), "utf8");
  for (const code of shown) expect(file).toContain(`\n${code}\n`);
  staff.recovery = file.split("\n").filter((line) => /^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/.test(line));
  expect(staff.recovery).toEqual(shown);

  await signInStaff(staffPage);
  const nav = staffPage.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Catalogue" })).toHaveCount(0);
  await leavePage(staffPage);
  await other.close();

  await list.open();
  await expect(list.row(STAFF).getByTestId("admin-staff-status")).toHaveText("Active");
  await expect(list.row(STAFF).getByTestId("admin-staff-codes")).toHaveText("9");
  await expect(list.row(STAFF).getByTestId("admin-staff-last-sign-in")).toContainText("UTC");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "staff-page-1280");
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "staff-page-375");
  await leavePage(page);
});

test("staff are refused the catalogue, and a refund over the owner's limit with the limit named", async ({
  page,
  context,
  browser,
}) => {
  // The owner lowers the staff limit to $20 through the settings API, as the settings page does.
  await ownerSignedIn(page, context);
  await page.goto("/admin/settings");
  const set = await page.evaluate(async () => {
    const response = await fetch("/api/admin/settings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: "staff_refund_limit_cents", value: "20", expected: 10_000 }),
    });
    return response.status;
  });
  expect(set).toBe(200);
  await page.reload();
  await expect(page.getByLabel("Staff refund limit", { exact: true })).toHaveValue("20.00");
  const { paymentPath } = await placeDemoOrder(server().baseUrl);
  await page.goto(paymentPath);
  await page.getByTestId("test-payment-pay").click();
  await expect(page.getByTestId("order-confirmation")).toHaveAttribute("data-status", "paid");
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
  await leavePage(page);

  const { context: other, page: staffPage } = await staffContext(browser);
  await signInStaff(staffPage);
  await staffPage.goto("/admin/catalogue");
  await expect(staffPage).toHaveURL(/\/admin\?refused=catalogue$/);
  await expect(staffPage.getByTestId("admin-role-refused")).toHaveText(
    "Your role cannot open the catalogue. Ask an owner.",
  );
  await staffPage.goto("/admin/orders");
  await staffPage.getByRole("link", { name: reference }).click();
  const order = new AdminOrderPage(staffPage);
  await order.action("Refund").click();
  await expect(order.dialog.getByTestId("admin-refund-limit")).toHaveText(
    "As staff you may refund up to $20.00 on one order, all its refunds together: $20.00 more on this one. An owner can refund more.",
  );
  await order.fillRefund("full", "Asked by the customer");
  await order.dialog.getByRole("button", { name: "Refund" }).click();
  await expect(order.dialogError).toHaveText(
    "Staff may refund up to $20.00 on one order; this refund is $31.50. Ask an owner.",
  );
  await leavePage(staffPage);
  await other.close();
});

test("an owner suspends a staff member (their session ends at once, no sign-in) and restores them", async ({
  page,
  context,
  browser,
}) => {
  const { context: other, page: staffPage } = await staffContext(browser);
  await signInStaff(staffPage);

  await ownerSignedIn(page, context);
  const list = new AdminStaffPage(page);
  await list.open();
  await list.act(STAFF, "Suspend");
  await expect(list.row(STAFF).getByTestId("admin-staff-status")).toHaveText("Suspended");
  // The owner cannot take themselves away: their own row has no actions, only their account.
  await expect(list.row(OWNER).getByRole("button")).toHaveCount(0);

  await staffPage.goto("/admin/orders");
  await expect(staffPage).toHaveURL(/\/admin\/sign-in$/);
  const signIn = new AdminSignInPage(staffPage);
  await signIn.open();
  await signIn.email.fill(STAFF);
  await signIn.password.fill(staff.password);
  await signIn.submit.click();
  await expect(signIn.error).toHaveText("The email or the password is wrong.");

  await list.act(STAFF, "Restore");
  await expect(list.row(STAFF).getByTestId("admin-staff-status")).toHaveText("Active");
  await signInStaff(staffPage);
  await expect(staffPage).toHaveURL(/\/admin$/);
  await leavePage(staffPage);
  await other.close();
  await leavePage(page);
});

test("a staff member changes their password and renews their recovery codes on their account page", async ({
  browser,
}) => {
  const { context: other, page: staffPage } = await staffContext(browser);
  await signInStaff(staffPage);
  // The account page is in the header's account menu.
  await staffPage.getByTestId("admin-account-menu").click();
  await staffPage.getByTestId("admin-account-link").click();
  const account = new AdminAccountPage(staffPage);
  await expect(account.codesLeft).toHaveText(String(staff.recovery.length));

  await account.changePassword(STAFF_PASSWORD, NEW_PASSWORD);
  await expect(staffPage.getByTestId("admin-password-done")).toContainText("Your password is changed.");
  staff.password = NEW_PASSWORD;

  // The app's next code: this step's may have been taken by the enrolment.
  await account.renewCodes(totpCode(staff.secret, Date.now() + 30_000));
  await expect(account.recoveryCodes).toHaveCount(10);
  const renewed = await account.recoveryCodes.allTextContents();
  const downloading = staffPage.waitForEvent("download");
  await staffPage.getByTestId("admin-recovery-download").click();
  const file = readFileSync(await (await downloading).path(), "utf8");
  expect(file).toContain(STAFF);
  for (const code of renewed) expect(file).toContain(`\n${code}\n`);
  const old = staff.recovery;
  staff.recovery = renewed;
  await account.open();
  await expect(account.codesLeft).toHaveText("10");
  expect(await axeViolations(staffPage)).toEqual([]);
  await saveScreenshot(staffPage, "staff-account-1280");
  await staffPage.setViewportSize(PHONE);
  await saveScreenshot(staffPage, "staff-account-375");
  await leavePage(staffPage);
  await other.close();

  // The new password and a new code sign in; an old code does not.
  const { context: again, page: next } = await staffContext(browser);
  const signIn = new AdminSignInPage(next);
  await signIn.signInWithPassword(STAFF, NEW_PASSWORD);
  await signIn.enterCode(old[0] ?? "");
  await expect(signIn.error).not.toBeEmpty();
  await signIn.enterCode(staff.recovery.shift() ?? "");
  await expect(next).toHaveURL(/\/admin$/);
  await leavePage(next);
  await again.close();
});
