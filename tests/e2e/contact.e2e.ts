import { PHONE } from "./support/browser";
import { expect, test } from "./support/fixtures";

test.describe("the Contact Us modal", () => {
  test("is a dialog that holds focus and closes on Escape, giving focus back to the button", async ({
    shop,
    contact,
  }) => {
    await shop.goto("/");
    await contact.openFromFooter();
    await expect(contact.dialog).toHaveAttribute("role", "dialog");
    await expect(contact.dialog).toHaveAttribute("aria-modal", "true");
    await expect(contact.dialog).toHaveAttribute("data-mode", "form");
    await expect(contact.fallbackMessage).toHaveCount(0);
    for (let step = 0; step < 8; step++) {
      await shop.page.keyboard.press("Tab");
      await expect.poll(() => contact.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await shop.page.keyboard.press("Escape");
    await expect(contact.dialog).toHaveCount(0);
    await expect(shop.page.getByTestId("contact-us-button")).toBeFocused();
  });

  test("keeps Submit disabled until the email is valid and there is a message, and marks a bad email", async ({
    shop,
    contact,
  }) => {
    await shop.goto("/");
    await contact.openFromFooter();
    await expect(contact.submit).toBeDisabled();
    await contact.message.fill("Do you do Inferno on pures?");
    await expect(contact.submit).toBeDisabled();
    for (const bad of ["name", "name@host", "na me@host.com", "a@b@c.com"]) {
      await contact.email.fill(bad);
      await expect(contact.email, bad).toHaveAttribute("aria-invalid", "true");
      await expect(contact.submit, bad).toBeDisabled();
    }
    await contact.email.fill("buyer@example.com");
    await expect(contact.email).toHaveAttribute("aria-invalid", "false");
    await expect(contact.submit).toBeEnabled();
    await contact.message.fill("");
    await expect(contact.submit).toBeDisabled();
  });

  test("shows Submitting..., then Message submitted! for 5 s, and ignores a second submit meanwhile", async ({
    shop,
    contact,
  }) => {
    await shop.goto("/");
    const posts: string[] = [];
    // The send is held until the test has seen the pending state, then goes to the server.
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await shop.page.route("**/api/brevo/fallback", async (route) => {
      posts.push(route.request().postData() ?? "");
      await held;
      await route.continue();
    });
    await contact.openFromFooter();
    await contact.email.fill("buyer@example.com");
    await contact.message.fill("Hello from the browser test");
    // The page notes when the status text changes (its own clock): how long the success message
    // stays is then measured where it is shown, not by a test process that may be slow to look.
    await contact.status.evaluate((status) => {
      const changes: { text: string; at: number }[] = [];
      (window as unknown as { statusChanges: typeof changes }).statusChanges = changes;
      new MutationObserver(() => changes.push({ text: status.textContent ?? "", at: performance.now() })).observe(
        status,
        { childList: true, characterData: true, subtree: true },
      );
    });
    await contact.submit.click();
    await expect(contact.submit).toHaveText("Submitting...");
    await expect(contact.submit).toBeDisabled();
    // Enter in the field submits the form too: ignored while the first send is pending.
    await contact.email.press("Enter");
    await shop.nextFrames();
    release();
    await expect(shop.page.getByText("Message submitted!")).toBeVisible();
    await contact.email.press("Enter");
    await expect(contact.status).toHaveText("Message submitted!");
    await expect(contact.submit).toBeDisabled();
    await expect(contact.status).toHaveText("", { timeout: 8_000 });
    const changes = await shop.page.evaluate(
      () => (window as unknown as { statusChanges: { text: string; at: number }[] }).statusChanges,
    );
    const shown = changes.find((change) => change.text === "Message submitted!");
    const cleared = changes.findLast((change) => change.text === "");
    expect(shown, JSON.stringify(changes)).toBeDefined();
    const shownFor = (cleared?.at ?? 0) - (shown?.at ?? 0);
    expect(shownFor).toBeGreaterThanOrEqual(4_900);
    // A late timer on a loaded machine may add a little, never a second.
    expect(shownFor).toBeLessThan(6_000);
    await expect(contact.submit).toHaveText("Submit");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? "{}")).toEqual({
      email: "buyer@example.com",
      message: "Hello from the browser test",
    });
  });

  test("shows Error sending message! when the shop cannot take the message", async ({ shop, contact }) => {
    await shop.goto("/");
    await shop.page.route("**/api/brevo/fallback", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: '{"code":"bad_request:contact","message":"x"}',
      }),
    );
    await contact.openFromFooter();
    await contact.email.fill("buyer@example.com");
    await contact.message.fill("This one fails");
    await contact.submit.click();
    await expect(shop.page.getByText("Error sending message!")).toBeVisible();
    await expect(contact.submit).toBeEnabled();
  });
});

test.describe("live chat", () => {
  test("with no chat widget, opens the contact modal in fallback mode with the other ways to reach us", async ({
    shop,
    contact,
  }) => {
    await shop.goto("/");
    await contact.openLiveChat();
    await expect(contact.dialog).toHaveAttribute("data-mode", "fallback");
    await expect(contact.fallbackMessage).toHaveText(
      "Uh oh! Looks like your browser/ad blocker is blocking our livechat! Contact us by using one of the methods below!",
    );
    const methods = contact.dialog.getByTestId("contact-methods").getByRole("link");
    expect(await methods.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "mailto:support@runeforge.gg",
      "/discord",
    ]);
    await expect(contact.dialog.getByTestId("contact-form")).toBeVisible();
  });

  test("is always reachable, on a phone too", async ({ shop }) => {
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/osrs-gold");
    await expect(shop.page.getByTestId("live-chat-button")).toBeVisible();
  });
});
