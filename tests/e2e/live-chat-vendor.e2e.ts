import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContactModal } from "./pages/contact-modal";
import { ShopPage } from "./pages/shop-page";
import { type RunningServer, startShopServer } from "./support/server";

/*
 * A shop configured with Crisp. The real vendor is never reached: the test either blocks its
 * script (an ad blocker) or serves a stand-in that behaves like Crisp's API.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof chromium.launch>>;

const FAKE_CRISP = `
  (function () {
    var queued = window.$crisp || [];
    var calls = [];
    window.crispCalls = calls;
    window.$crisp = { push: function (command) { calls.push(command); }, is: function () { return true; } };
    queued.forEach(function (command) { calls.push(command); });
  })();
`;

beforeAll(async () => {
  server = await startShopServer({ CHAT_PROVIDER: "crisp", CRISP_WEBSITE_ID: "0f4c6c52-7c41-4a4f-9d44-0b6b1b8a7e11" });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openShop(crispScript: "blocked" | "fake") {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  await context.route("https://client.crisp.chat/**", (route) =>
    crispScript === "blocked"
      ? route.abort("blockedbyclient")
      : route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_CRISP }),
  );
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)(?!client\.crisp\.chat)/, (route) => route.abort("blockedbyclient"));
  const shop = new ShopPage(await context.newPage());
  await shop.goto("/");
  return { shop, contact: new ContactModal(shop.page), close: () => context.close() };
}

describe("live chat with Crisp configured", () => {
  it("loads the widget when the page is idle and opens it from the Live chat button", async () => {
    const { shop, contact, close } = await openShop("fake");
    await shop.page.waitForFunction(
      () => Array.isArray((window as unknown as { crispCalls?: unknown[] }).crispCalls),
      undefined,
      {
        timeout: 10_000,
      },
    );
    await shop.page.getByTestId("live-chat-button").click();
    const calls = await shop.page.evaluate(() => (window as unknown as { crispCalls: unknown[][] }).crispCalls);
    expect(calls).toContainEqual(["do", "chat:hide"]);
    expect(calls).toContainEqual(["do", "chat:open"]);
    expect(await contact.dialog.count()).toBe(0);
    await close();
  });

  it("falls back to the contact modal when an ad blocker stops the widget", async () => {
    const { shop, contact, close } = await openShop("blocked");
    // Give the idle loader time to try and fail.
    await shop.page.waitForTimeout(4_500);
    await contact.openLiveChat();
    expect(await contact.dialog.getAttribute("data-mode")).toBe("fallback");
    expect(await contact.fallbackMessage.innerText()).toContain("blocking our livechat");
    await close();
  });
});

const FAKE_TAWK = `
  (function () {
    var calls = [];
    window.tawkCalls = calls;
    var api = window.Tawk_API;
    api.hideWidget = function () { calls.push("hideWidget"); };
    api.showWidget = function () { calls.push("showWidget"); };
    api.maximize = function () { calls.push("maximize"); };
    api.addEvent = function (name) { calls.push("event:" + name); };
    api.onLoad();
  })();
`;

describe("live chat with Tawk.to configured", () => {
  let tawkServer: RunningServer;

  beforeAll(async () => {
    tawkServer = await startShopServer({
      CHAT_PROVIDER: "tawk",
      TAWK_PROPERTY_ID: "5f1a2b3c4d5e6f7a8b9c0d1e",
      TAWK_WIDGET_ID: "1abcdef23",
    });
  });

  afterAll(async () => {
    await tawkServer?.stop();
  });

  it("loads the widget hidden and maximises it from the Live chat button", async () => {
    const context = await browser.newContext({ baseURL: tawkServer.baseUrl });
    await context.route("https://embed.tawk.to/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_TAWK }),
    );
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)(?!embed\.tawk\.to)/, (route) => route.abort("blockedbyclient"));
    const shop = new ShopPage(await context.newPage());
    await shop.goto("/");
    await shop.page.waitForFunction(
      () => Array.isArray((window as unknown as { tawkCalls?: unknown[] }).tawkCalls),
      undefined,
      {
        timeout: 10_000,
      },
    );
    await shop.page.getByTestId("live-chat-button").click();
    const calls = await shop.page.evaluate(() => (window as unknown as { tawkCalls: string[] }).tawkCalls);
    expect(calls).toEqual(["hideWidget", "showWidget", "maximize"]);
    expect(await new ContactModal(shop.page).dialog.count()).toBe(0);
    await context.close();
  });
});
