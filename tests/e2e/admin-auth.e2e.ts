import type { Browser, BrowserContext, Page } from "@playwright/test";
import fc from "fast-check";
import { servedAdminApiRoutes, servedAdminPages } from "../support/admin-route-files";
import { GUARDED_ADMIN_ROUTES, UNGUARDED_ADMIN_PAGES, UNGUARDED_ADMIN_ROUTES } from "../support/admin-routes";
import { AdminEnrolPage } from "./pages/admin-enrol";
import { AdminHomePage } from "./pages/admin-home";
import { AdminSignInPage } from "./pages/admin-sign-in";
import { axeViolations } from "./support/axe";
import { blockOutsideHosts, DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { ageSessions, enrolPath, runOperatorCommand, totpCode } from "./support/operators";

/*
 * Issue 16, items 1 and 2 in a browser against the production build: an operator made by the real
 * CLI enrols from its link, signs in with codes computed here, and meets every refusal (aal1,
 * wrong, reused, throttled, idle, signed out everywhere). The tests share one server and one
 * operator, in the order written: the enrolment's secret and recovery codes carry on.
 */

const server = withOwnServer(E2E_ENV);

const EMAIL = "operator@example.com";
const PASSWORD = "a long enough passphrase";
/** Any record's id: the guard answers before a page or route looks anything up. */
const SOME_ID = "00000000-0000-4000-8000-000000000000";
const withId = (path: string) => path.replaceAll("[id]", SOME_ID);
/** Every admin page an aal1 session must not see (held against the page files by a test below). */
const ADMIN_PAGES = servedAdminPages()
  .filter((path) => !UNGUARDED_ADMIN_PAGES.includes(path))
  .map(withId);
/** Every admin API it must not use, each with a body its route accepts from an aal2 operator. */
const ADMIN_APIS = GUARDED_ADMIN_ROUTES.map((route) => ({
  method: route.method,
  path: withId(route.path),
  body: route.method === "POST" ? fc.sample(route.accepted, 1)[0] : undefined,
}));

type Answer = { status: number; contentType: string | null; json: unknown };

/** A same-origin fetch from the page, as the back office's own scripts make it (the browser sets Origin). */
function fetchFromPage(page: Page, api: (typeof ADMIN_APIS)[number]): Promise<Answer> {
  return page.evaluate(async ({ method, path, body }) => {
    const response = await fetch(path, {
      method,
      headers: method === "POST" ? { "content-type": "application/json" } : {},
      body: method === "POST" ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // Kept as text: the assertion then shows what came back.
    }
    return { status: response.status, contentType: response.headers.get("content-type"), json };
  }, api);
}

/** Each admin API from this page refuses with `status` and exactly `{ code, message }`, nothing else. */
async function expectEveryApiRefused(page: Page, status: number, code: string): Promise<void> {
  for (const api of ADMIN_APIS) {
    const answer = await fetchFromPage(page, api);
    expect(answer, `${api.method} ${api.path}`).toEqual({
      status,
      contentType: expect.stringContaining("application/json"),
      json: { code, message: expect.any(String) },
    });
  }
}

let secret = "";
let recovery: string[] = [];
/** A TOTP code already accepted once. */
let usedCode = "";

test.use({ viewport: DESKTOP });

async function newContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  await blockOutsideHosts(context);
  return { context, page: await context.newPage() };
}

test("an operator created by the CLI enrols from the link: password, QR code and URI, first code, ten recovery codes", async ({
  page,
}) => {
  const link = await runOperatorCommand(server().databaseFile, "create", EMAIL);
  expect(link).toMatch(/\/admin\/enrol#token=[A-Za-z0-9_-]{43}$/);
  const enrol = new AdminEnrolPage(page);
  await page.goto(enrolPath(link));
  await expect(enrol.newPassword).toHaveAttribute("autocomplete", "new-password");
  expect(await axeViolations(page)).toEqual([]);
  await enrol.choosePassword(PASSWORD);
  await expect(enrol.qr.locator("svg")).toBeVisible();
  await expect(enrol.uri).toHaveText(/^otpauth:\/\/totp\//);
  secret = await enrol.secret();
  await saveScreenshot(page, "admin-enrol-app-1280");
  expect(await axeViolations(page)).toEqual([]);
  await enrol.confirm("000000");
  await expect(page.getByTestId("admin-form-error")).toContainText("That code is wrong");
  await expect(enrol.code).toHaveAttribute("aria-invalid", "true");
  await expect(enrol.code).toBeFocused();
  await enrol.confirm(totpCode(secret));
  await expect(enrol.recoveryCodes).toHaveCount(10);
  recovery = await enrol.recoveryCodes.allTextContents();
  await saveScreenshot(page, "admin-enrol-codes-1280");
  expect(await axeViolations(page)).toEqual([]);
  // The link is spent (a page in between: the same URL with its fragment would not load again).
  await page.goto("/admin/sign-in");
  await page.goto(enrolPath(link));
  await enrol.newPassword.fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("admin-form-error")).toContainText("used, expired or unknown");
});

test("signs in with the password and a TOTP code computed here, in a __Host- cookie the browser keeps", async ({
  page,
  context,
}) => {
  const signIn = new AdminSignInPage(page);
  await signIn.open();
  await expect(signIn.password).toHaveAttribute("autocomplete", "current-password");
  await saveScreenshot(page, "admin-sign-in-1280");
  expect(await axeViolations(page)).toEqual([]);
  await signIn.signInWithPassword(EMAIL, PASSWORD);
  await expect(signIn.code).toHaveAttribute("autocomplete", "one-time-code");
  expect(await axeViolations(page)).toEqual([]);
  // The enrolment took this step's code: the app's next one (one step of drift) is the one to type.
  usedCode = totpCode(secret, Date.now() + 30_000);
  await signIn.enterCode(usedCode);
  await page.waitForURL((url) => url.pathname === "/admin");
  const home = new AdminHomePage(page);
  await expect(home.operatorEmail).toHaveText(EMAIL);
  await expect(home.sessions).toHaveCount(1);
  await expect(home.audit.filter({ hasText: "MFA_CHALLENGE_VERIFIED" }).first()).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === "__Host-rf-operator");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
  const response = await page.request.get("/admin");
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(response.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await saveScreenshot(page, "admin-home-1280");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "admin-home-375");
});

test("the lists of guarded admin pages and APIs hold every page and route file the app has", () => {
  const listed = GUARDED_ADMIN_ROUTES.map((route) => `${route.method} ${route.path}`);
  // A new route file fails here until it is listed as guarded (with a body it accepts) or, with its
  // reason, as one that works below aal2.
  expect([...listed, ...UNGUARDED_ADMIN_ROUTES].sort()).toEqual(servedAdminApiRoutes());
  expect(new Set(listed).size).toBe(listed.length);
  expect(ADMIN_PAGES).toEqual(
    expect.arrayContaining(["/admin", "/admin/orders", withId("/admin/orders/[id]"), "/admin/messages"]),
  );
  expect(ADMIN_APIS.length).toBeGreaterThanOrEqual(14);
});

test("an aal1 session sees only the code step: every admin page sends it there, every admin API refuses it", async ({
  page,
}) => {
  const signIn = new AdminSignInPage(page);
  await signIn.signInWithPassword(EMAIL, PASSWORD);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === "/admin/sign-in/code");
    await expect(page.getByRole("heading", { name: "Two-factor code", level: 1 })).toBeVisible();
    await expect(signIn.code).toBeVisible();
    // Nothing of the back office behind it: no sections, no operator, no live feed.
    await expect(page.getByRole("navigation", { name: "Back office" })).toHaveCount(0);
    await expect(page.getByTestId("admin-operator-email")).toHaveCount(0);
  }
  // From the code step's page: same-origin requests, so the refusal is the session's, not the origin check's.
  await expectEveryApiRefused(page, 403, "forbidden:mfa_required");
  // And without any session: the sign-in page, and 401.
  await page.context().clearCookies();
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === "/admin/sign-in");
  }
  await expectEveryApiRefused(page, 401, "unauthorized:unauthenticated");
});

test("a wrong code and a reused code are refused; a recovery code signs in", async ({ page }) => {
  const signIn = new AdminSignInPage(page);
  await signIn.signInWithPassword(EMAIL, PASSWORD);
  await signIn.enterCode("000000");
  await expect(signIn.error).toHaveText("That code is wrong or has been used already.");
  await expect(signIn.code).toHaveAttribute("aria-invalid", "true");
  await expect(signIn.code).toBeFocused();
  await signIn.enterCode(usedCode);
  await expect(signIn.error).toHaveText("That code is wrong or has been used already.");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/sign-in/code");
  await signIn.enterCode(recovery.shift() ?? "");
  await page.waitForURL((url) => url.pathname === "/admin");
  await expect(new AdminHomePage(page).audit.filter({ hasText: "RECOVERY_CODE_USED" }).first()).toBeVisible();
});

test("failed passwords are throttled with a clear message", async ({ page }) => {
  const signIn = new AdminSignInPage(page);
  await signIn.open();
  // An address with no account: it is throttled like a real one, and our operator stays usable.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await signIn.email.fill("nobody@example.com");
    await signIn.password.fill(`wrong ${attempt}`);
    await signIn.submit.click();
    await expect(signIn.error).toHaveText("The email or the password is wrong.");
    // Cleared between tries, so the next fill is seen as new.
    await expect(signIn.password).toHaveValue("");
  }
  await signIn.password.fill("wrong 4");
  await signIn.submit.click();
  await expect(signIn.error).toHaveText(/^Too many failed attempts\. Wait \d+ seconds, then try again\.$/);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "admin-sign-in-throttled-375");
});

test("a session idle for 30 minutes ends: the next page is the sign-in", async ({ page }) => {
  const signIn = new AdminSignInPage(page);
  await signIn.signIn(EMAIL, PASSWORD, recovery.shift() ?? "");
  ageSessions(server().databaseFile, 31);
  await page.goto("/admin");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/sign-in");
});

test("sign out everywhere ends the session in another browser too", async ({ page, browser }) => {
  await new AdminSignInPage(page).signIn(EMAIL, PASSWORD, recovery.shift() ?? "");
  const other = await newContext(browser);
  try {
    await new AdminSignInPage(other.page).signIn(EMAIL, PASSWORD, recovery.shift() ?? "");
    const home = new AdminHomePage(page);
    await page.reload();
    // This browser's and the other's (earlier tests' sessions may still be there too).
    await expect(home.sessions.filter({ hasText: "This browser" })).toHaveCount(1);
    expect(await home.sessions.count()).toBeGreaterThanOrEqual(2);
    await home.signOutEverywhere.click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    await other.page.goto("/admin");
    await expect(other.page).toHaveURL((url) => url.pathname === "/admin/sign-in");
  } finally {
    await other.context.close();
  }
});

test("the sign-in works from the keyboard alone, and Sign out ends the session", async ({ page }) => {
  await page.goto("/admin/sign-in");
  const signIn = new AdminSignInPage(page);
  await signIn.email.focus();
  await page.keyboard.type(EMAIL);
  await page.keyboard.press("Tab");
  await expect(signIn.password).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin/sign-in/code");
  await signIn.code.focus();
  await page.keyboard.type(recovery.shift() ?? "");
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin");
  const home = new AdminHomePage(page);
  await home.signOut.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin/sign-in");
  await page.goto("/admin");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/sign-in");
});
