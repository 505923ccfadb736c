import type { BrowserContext } from "@playwright/test";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * A shop configured with Crisp. The real vendor is never reached: the test either blocks its
 * script (an ad blocker) or serves a stand-in that behaves like Crisp's API.
 */

const FAKE_CRISP = `
  (function () {
    var queued = window.$crisp || [];
    var calls = [];
    window.crispCalls = calls;
    window.$crisp = { push: function (command) { calls.push(command); }, is: function () { return true; } };
    queued.forEach(function (command) { calls.push(command); });
  })();
`;

/** Serves the vendor's script from `body`, or refuses it like an ad blocker; newer routes win over the fixture's block. */
async function routeVendor(context: BrowserContext, glob: string, body: string | "blocked"): Promise<void> {
  await context.route(glob, (route) =>
    body === "blocked"
      ? route.abort("blockedbyclient")
      : route.fulfill({ status: 200, contentType: "application/javascript", body }),
  );
}

test.describe("live chat with Crisp configured", () => {
  // Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
  // run once per worker), so they run in one worker, in the order written.
  test.describe.configure({ mode: "serial" });
  withOwnServer({ CHAT_PROVIDER: "crisp", CRISP_WEBSITE_ID: "0f4c6c52-7c41-4a4f-9d44-0b6b1b8a7e11" });

  test("loads the widget when the page is idle and opens it from the Live chat button", async ({
    context,
    shop,
    contact,
  }) => {
    await routeVendor(context, "https://client.crisp.chat/**", FAKE_CRISP);
    await shop.goto("/");
    await shop.page.waitForFunction(
      () => Array.isArray((window as unknown as { crispCalls?: unknown[] }).crispCalls),
      undefined,
      { timeout: 10_000 },
    );
    await shop.page.getByTestId("live-chat-button").click();
    // The launcher's own code loads at the visitor's first pointer move (ADR 0021): this click may be
    // that move, and the chat opens once the code is here.
    const crispCalls = () => shop.page.evaluate(() => (window as unknown as { crispCalls: unknown[][] }).crispCalls);
    await expect.poll(crispCalls).toContainEqual(["do", "chat:open"]);
    expect(await crispCalls()).toContainEqual(["do", "chat:hide"]);
    await expect(contact.dialog).toHaveCount(0);
  });

  test("falls back to the contact modal when an ad blocker stops the widget", async ({ context, shop, contact }) => {
    await routeVendor(context, "https://client.crisp.chat/**", "blocked");
    // The idle loader has tried and failed once the browser reports the script refused.
    const refused = shop.page.context().waitForEvent("requestfailed", {
      predicate: (request) => request.url().startsWith("https://client.crisp.chat/"),
      timeout: 30_000,
    });
    await shop.goto("/");
    await refused;
    await contact.openLiveChat();
    await expect(contact.dialog).toHaveAttribute("data-mode", "fallback");
    await expect(contact.fallbackMessage).toContainText("blocking our livechat");
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

test.describe("live chat with Tawk.to configured", () => {
  // Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
  // run once per worker), so they run in one worker, in the order written.
  test.describe.configure({ mode: "serial" });
  withOwnServer({
    CHAT_PROVIDER: "tawk",
    TAWK_PROPERTY_ID: "5f1a2b3c4d5e6f7a8b9c0d1e",
    TAWK_WIDGET_ID: "1abcdef23",
  });

  test("loads the widget hidden and maximises it from the Live chat button", async ({ context, shop, contact }) => {
    await routeVendor(context, "https://embed.tawk.to/**", FAKE_TAWK);
    await shop.goto("/");
    await shop.page.waitForFunction(
      () => Array.isArray((window as unknown as { tawkCalls?: unknown[] }).tawkCalls),
      undefined,
      { timeout: 10_000 },
    );
    await shop.page.getByTestId("live-chat-button").click();
    // As above: the chat opens once the launcher's code is here.
    await expect
      .poll(() => shop.page.evaluate(() => (window as unknown as { tawkCalls: string[] }).tawkCalls))
      .toEqual(["hideWidget", "showWidget", "maximize"]);
    await expect(contact.dialog).toHaveCount(0);
  });
});
