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
