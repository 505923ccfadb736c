import type { Browser, BrowserContext, Page } from "@playwright/test";
import fc from "fast-check";
import { servedAdminApiRoutes, servedAdminPages } from "../support/admin-route-files";
import { GUARDED_ADMIN_ROUTES, UNGUARDED_ADMIN_PAGES, UNGUARDED_ADMIN_ROUTES } from "../support/admin-routes";
import { AdminEnrolPage } from "./pages/admin-enrol";
import { AdminHomePage } from "./pages/admin-home";
import { AdminSignInPage } from "./pages/admin-sign-in";
import { enrolOperatorWithRecovery, type RecoveryOperator, signInWithRecoveryCode } from "./support/admin";
import { axeViolations } from "./support/axe";
import { blockOutsideHosts, DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeDemoOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { ageSessions, enrolPath, runOperatorCommand, shiftSessions, totpCode } from "./support/operators";

/*
 * Issue 16, items 1 and 2 in a browser against the production build: an operator made by the real
 * CLI enrols from its link, signs in with codes computed here, and meets every refusal (aal1,
 * wrong, reused, throttled, idle, signed out everywhere). The tests share one server; each sets up
 * its own operator (issue 47), so none depends on what another left: codes, throttle, sessions.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);

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

/** An operator of the test's own, made by the CLI and enrolled from its link on `page`. */
function ownOperator(page: Page, name: string): Promise<RecoveryOperator> {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  return enrolOperatorWithRecovery(page, server().databaseFile, email, PASSWORD);
}

/**
 * Serves the live feed through the test: each stream the server opens is ended once its answer has
 * come, with `retry: 500`, so the browser's EventSource reconnects by itself twice a second and
 * each reconnect is a real request to the server. Answers the statuses the server gave.
 */
async function shortFeedStreams(page: Page): Promise<() => number[]> {
  const statuses: number[] = [];
  await page.route("**/api/admin/live?**", async (route) => {
    const upstream = new AbortController();
    try {
      const cookies = await page.context().cookies(server().baseUrl);
      const response = await fetch(route.request().url(), {
        headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") },
        signal: upstream.signal,
      });
      statuses.push(response.status);
      if (response.ok) await route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 500\n\n" });
      else
        await route.fulfill({ status: response.status, contentType: "application/json", body: await response.text() });
    } catch {
      // The page went away meanwhile.
    } finally {
      upstream.abort();
    }
  });
  return () => [...statuses];
}

test.use({ viewport: DESKTOP });

async function newContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  await blockOutsideHosts(context);
  return { context, page: await context.newPage() };
}

test("an operator created by the CLI enrols from the link: password, QR code and URI, first code, ten recovery codes", async ({
  page,
}) => {
  const link = await runOperatorCommand(server().databaseFile, "create", "enrol@example.com");
  expect(link).toMatch(/\/admin\/enrol#token=[A-Za-z0-9_-]{43}$/);
  const enrol = new AdminEnrolPage(page);
  await page.goto(enrolPath(link));
  await expect(enrol.newPassword).toHaveAttribute("autocomplete", "new-password");
  expect(await axeViolations(page)).toEqual([]);
  await enrol.choosePassword(PASSWORD);
  await expect(enrol.qr.locator("svg")).toBeVisible();
  await expect(enrol.uri).toHaveText(/^otpauth:\/\/totp\//);
  const secret = await enrol.secret();
  await saveScreenshot(page, "admin-enrol-app-1280");
  expect(await axeViolations(page)).toEqual([]);
  await enrol.confirm("000000");
  await expect(page.getByTestId("admin-form-error")).toContainText("That code is wrong");
  await expect(enrol.code).toHaveAttribute("aria-invalid", "true");
  await expect(enrol.code).toBeFocused();
  await enrol.confirm(totpCode(secret));
  await expect(enrol.recoveryCodes).toHaveCount(10);
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
  const operator = await ownOperator(page, "totp");
  const signIn = new AdminSignInPage(page);
  await signIn.open();
  await expect(signIn.password).toHaveAttribute("autocomplete", "current-password");
  await saveScreenshot(page, "admin-sign-in-1280");
  expect(await axeViolations(page)).toEqual([]);
  await signIn.signInWithPassword(operator.email, PASSWORD);
  await expect(signIn.code).toHaveAttribute("autocomplete", "one-time-code");
  expect(await axeViolations(page)).toEqual([]);
  // The enrolment took this step's code: the app's next one (one step of drift) is the one to type.
  await signIn.enterCode(totpCode(operator.secret, Date.now() + 30_000));
  await page.waitForURL((url) => url.pathname === "/admin");
  const home = new AdminHomePage(page);
  await expect(home.operatorEmail).toHaveText(operator.email);
  await expect(home.sessions).toHaveCount(1);
  await expect(home.audit.filter({ hasText: `${operator.email} signed in.` }).first()).toBeVisible();
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
  const operator = await ownOperator(page, "aal1");
  const signIn = new AdminSignInPage(page);
  await signIn.signInWithPassword(operator.email, PASSWORD);
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
  const operator = await ownOperator(page, "codes");
  const signIn = new AdminSignInPage(page);
  await signIn.signInWithPassword(operator.email, PASSWORD);
  await signIn.enterCode("000000");
  await expect(signIn.error).toHaveText("That code is wrong or has been used already.");
  await expect(signIn.code).toHaveAttribute("aria-invalid", "true");
  await expect(signIn.code).toBeFocused();
  // The enrolment's code: accepted once already.
  await signIn.enterCode(operator.firstCode);
  await expect(signIn.error).toHaveText("That code is wrong or has been used already.");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/sign-in/code");
  await signIn.enterCode(operator.recovery.shift() ?? "");
  await page.waitForURL((url) => url.pathname === "/admin");
  await expect(
    new AdminHomePage(page).audit.filter({ hasText: `${operator.email} used a recovery code.` }).first(),
  ).toBeVisible();
});

test("failed passwords are throttled with a clear message", async ({ page }) => {
  const signIn = new AdminSignInPage(page);
  await signIn.open();
  // An address with no account: it is throttled like a real one.
  const nobody = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`;
  for (let attempt = 1; attempt <= 3; attempt++) {
    await signIn.email.fill(nobody);
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

test("an operator locked out by a stranger's failed passwords signs in with a recovery code", async ({ page }) => {
  const operator = await ownOperator(page, "locked");
  const signIn = new AdminSignInPage(page);
  await signIn.open();
  for (let attempt = 1; attempt <= 3; attempt++) {
    await signIn.email.fill(operator.email);
    await signIn.password.fill(`a stranger's guess ${attempt}`);
    await signIn.submit.click();
    await expect(signIn.error).toHaveText("The email or the password is wrong.");
    await expect(signIn.password).toHaveValue("");
  }
  await signIn.password.fill(PASSWORD);
  await signIn.submit.click();
  await expect(signIn.error).toHaveText(/^Too many failed attempts\./);
  await page.getByText("Locked out? Sign in with a recovery code").click();
  await page.getByLabel("Recovery code").fill(operator.recovery[0] ?? "");
  await signIn.password.fill(PASSWORD);
  await signIn.submit.click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await expect(new AdminHomePage(page).operatorEmail).toHaveText(operator.email);
});

const isIdleSignIn = (url: URL) => url.pathname === "/admin/sign-in" && url.searchParams.get("ended") === "idle";

test("a session idle for 30 minutes ends: the next page is the sign-in, which says why", async ({ page }) => {
  const operator = await ownOperator(page, "idle");
  await signInWithRecoveryCode(page, operator);
  // Nothing of this page may touch the session while it is aged: its live feed goes with it.
  await page.goto("about:blank");
  ageSessions(server().databaseFile, operator.email, 31);
  await page.goto("/admin");
  await expect(page).toHaveURL(isIdleSignIn);
  await expect(page.getByTestId("admin-signed-out-idle")).toHaveText(/signed out after 30 minutes without activity/);
});

test("an admin page left open with its live feed connected is signed out after the idle time, and says so", async ({
  page,
}) => {
  const operator = await ownOperator(page, "open-tab");
  const feed = await shortFeedStreams(page);
  await signInWithRecoveryCode(page, operator);
  await expect.poll(() => feed()).toContain(200);
  // 20 minutes without the operator doing anything; the feed reconnects meanwhile, more than once.
  ageSessions(server().databaseFile, operator.email, 20);
  const reconnects = feed().length;
  await expect.poll(() => feed().length).toBeGreaterThan(reconnects + 1);
  // 11 minutes more: 31 since the operator's last page, if the reconnects did not count.
  shiftSessions(server().databaseFile, operator.email, 11);
  await expect(page).toHaveURL(isIdleSignIn, { timeout: 15_000 });
  await expect(page.getByTestId("admin-signed-out-idle")).toHaveText(/signed out after 30 minutes without activity/);
  expect(feed()).toContain(401);
});

test("a paid order that refreshes the open order list is the page's doing, not the operator's: the tab still goes idle", async ({
  page,
  browser,
}) => {
  const operator = await ownOperator(page, "busy-list");
  await signInWithRecoveryCode(page, operator);
  const feedOpen = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/live");
  await page.goto("/admin/orders");
  await feedOpen;
  ageSessions(server().databaseFile, operator.email, 20);
  const listRefreshed = page.waitForResponse(
    (response) => response.request().headers().rsc === "1" && new URL(response.url()).pathname === "/admin/orders",
  );
  const customer = await newContext(browser);
  try {
    const { paymentPath } = await placeDemoOrder(server().baseUrl);
    await customer.page.goto(paymentPath);
    await customer.page.getByTestId("test-payment-pay").click();
    await expect(customer.page.getByTestId("order-confirmation")).toHaveAttribute("data-status", "paid");
  } finally {
    await customer.context.close();
  }
  // The feed brought the order and the list read itself again from the server...
  await listRefreshed;
  // ...which did not count: 31 minutes since the operator's last page, so the next one is the sign-in.
  shiftSessions(server().databaseFile, operator.email, 11);
  await page.reload();
  await expect(page).toHaveURL(isIdleSignIn);
});

test("sign out everywhere ends the session in another browser too", async ({ page, browser }) => {
  const operator = await ownOperator(page, "everywhere");
  await signInWithRecoveryCode(page, operator);
  const other = await newContext(browser);
  try {
    await signInWithRecoveryCode(other.page, operator);
    const home = new AdminHomePage(page);
    await page.reload();
    // This browser's and the other's.
    await expect(home.sessions.filter({ hasText: "This browser" })).toHaveCount(1);
    await expect(home.sessions).toHaveCount(2);
    await home.signOutEverywhere.click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    await other.page.goto("/admin");
    await expect(other.page).toHaveURL((url) => url.pathname === "/admin/sign-in");
  } finally {
    await other.context.close();
  }
});

test("the sign-in works from the keyboard alone, and Sign out ends the session", async ({ page }) => {
  const operator = await ownOperator(page, "keyboard");
  await page.goto("/admin/sign-in");
  const signIn = new AdminSignInPage(page);
  // Enter sends the form only once its script runs (the buttons wait for it: ScriptButton).
  await expect(signIn.submit).toBeEnabled();
  await signIn.email.focus();
  await page.keyboard.type(operator.email);
  await page.keyboard.press("Tab");
  await expect(signIn.password).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin/sign-in/code");
  await expect(signIn.codeSubmit).toBeEnabled();
  await signIn.code.focus();
  await page.keyboard.type(operator.recovery.shift() ?? "");
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin");
  const home = new AdminHomePage(page);
  // The button waits for the page's script (ScriptButton): a disabled button takes no focus, and
  // Enter would then go nowhere (seen on a loaded machine, where the page hydrated late).
  await expect(home.signOut).toBeEnabled();
  await home.signOut.focus();
  await expect(home.signOut).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin/sign-in");
  await page.goto("/admin");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/sign-in");
});
