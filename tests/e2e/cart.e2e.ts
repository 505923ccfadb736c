import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cart } from "./pages/cart";
import { GoldPage } from "./pages/gold-page";
import { type BrowserSession, openBrowser } from "./support/browser";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The gold page with an empty cart: the browser profile is shared by the tests of this file. */
async function freshGoldPage(): Promise<{ gold: GoldPage; cart: Cart }> {
  const page = await browser.newPage();
  await page.goto("/osrs-gold");
  await page.evaluate(() => localStorage.clear());
  const gold = new GoldPage(page);
  await gold.open();
  return { gold, cart: new Cart(page) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("adding gold", () => {
  it("puts one line in the cart, shows the badge and an 'added' toast for about 4.2 s, and saves it", async () => {
    const { gold, cart } = await freshGoldPage();
    const saves = cart.recordSaves();
    expect(await cart.count()).toBe(0);

    await gold.pick(1_000).click();
    expect(await gold.price.innerText()).toBe("$190.00");
    const addedAt = Date.now();
    await gold.addToCartButton.click();

    await cart.badge.waitFor();
    expect(await cart.count()).toBe(1);
    expect(await cart.button.getAttribute("aria-label")).toBe("Cart, 1 item");
    await cart.toast.waitFor();
    expect(await cart.toast.getAttribute("data-outcome")).toBe("added");
    expect(await cart.toast.innerText()).toContain("OSRS Gold (1,000M) was added to your cart.");
    expect(await gold.page.getByRole("status").innerText()).toContain("was added");

    await cart.toast.waitFor({ state: "detached", timeout: 8_000 });
    const shownFor = Date.now() - addedAt;
    expect(shownFor).toBeGreaterThanOrEqual(4_000);
    expect(shownFor).toBeLessThan(5_500);

    expect(saves).toHaveLength(1);
    const [save] = saves;
    expect(Object.keys(save ?? {}).sort()).toEqual(["cart", "email", "uuid"]);
    expect(save?.uuid).toMatch(UUID);
    expect(save?.email).toBe("");
    expect(typeof save?.cart).toBe("string");
    expect(JSON.parse(save?.cart ?? "")).toEqual([
      {
        sku: "osrs-gold",
        name: "OSRS Gold",
        subName: "1,000M",
        count: 1,
        pricePer: 19_000,
        totalPrice: 19_000,
        imageSrc: "/art/gold.svg",
        config: { millions: 1_000 },
      },
    ]);

    const addToCart = (await gold.dataLayer()).filter((entry) => entry.event === "add_to_cart");
    expect(addToCart).toHaveLength(1);
    expect(addToCart[0]).toMatchObject({
      ecommerce: {
        currency: "USD",
        value: 190,
        items: [{ item_id: "osrs-gold", item_variant: "1,000M", quantity: 1 }],
      },
    });
    expect(addToCart[0]?.event_id).toMatch(UUID);
    await gold.page.close();
  });

  it("does nothing when the same amount is added again: no toast, no save, no event", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(750);
    await cart.toast.waitFor();
    const saves = cart.recordSaves();
    await cart.toast.waitFor({ state: "detached", timeout: 8_000 });

    await gold.addToCartButton.click();
    await gold.page.waitForTimeout(800);
    expect(await cart.toast.count()).toBe(0);
    expect(saves).toHaveLength(0);
    expect(await cart.count()).toBe(1);
    expect((await gold.dataLayer()).filter((entry) => entry.event === "add_to_cart")).toHaveLength(1);
    await gold.page.close();
  });

  it("replaces the line when the amount changes, with an 'updated' toast and no second add_to_cart", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(750);
    await cart.toast.waitFor();
    const saves = cart.recordSaves();

    await gold.usdInput.fill("500");
    expect(await gold.millionsInput.inputValue()).toBe("2631");
    await gold.addToCartButton.click();
    await gold.page.waitForFunction(
      () => document.querySelector('[data-testid="cart-toast"]')?.getAttribute("data-outcome") === "updated",
    );
    expect(await cart.toast.innerText()).toContain("OSRS Gold (2,631M) was updated in your cart.");
    expect(await cart.count()).toBe(1);
    await cart.open();
    expect(await cart.items.count()).toBe(1);
    expect(await cart.items.first().getByTestId("cart-item-sub-name").innerText()).toBe("2,631M");
    expect(await cart.items.first().getByTestId("cart-item-total").innerText()).toBe("$499.89");
    expect(saves).toHaveLength(1);
    expect((await gold.dataLayer()).filter((entry) => entry.event === "add_to_cart")).toHaveLength(1);
    await gold.page.close();
  });

  it("refuses an amount under 100M with a visible message", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(50);
    expect(await gold.error.innerText()).toBe("The minimum order is 100M.");
    expect(await gold.millionsInput.getAttribute("aria-invalid")).toBe("true");
    expect(await cart.count()).toBe(0);
    await gold.page.close();
  });
});

describe("the cart drawer", () => {
  it("lists the line with its subtotal, traps focus, and closes on Escape in about 510 ms with focus back on the icon", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(750);
    await cart.open();
    expect(await cart.drawer.getByRole("heading", { level: 2 }).innerText()).toBe("Your Cart");
    expect(await cart.items.count()).toBe(1);
    expect(await cart.items.first().innerText()).toContain("OSRS Gold");
    expect(await cart.subtotal.innerText()).toBe("$142.50");
    for (const name of ["Buy Now", "Continue Shopping", "Clear Cart"]) {
      expect(await cart.drawer.getByRole("button", { name, exact: true }).isVisible()).toBe(true);
    }
    for (let step = 0; step < 8; step++) {
      await gold.page.keyboard.press("Tab");
      expect(await cart.drawer.evaluate((drawer) => drawer.contains(document.activeElement))).toBe(true);
    }

    const closingAt = Date.now();
    await gold.page.keyboard.press("Escape");
    await gold.page.getByTestId("cart-drawer-overlay").and(gold.page.locator('[data-phase="closing"]')).waitFor();
    await cart.drawer.waitFor({ state: "detached" });
    const closedIn = Date.now() - closingAt;
    expect(closedIn).toBeGreaterThanOrEqual(450);
    expect(closedIn).toBeLessThan(1_500);
    expect(await gold.page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("cart-button");
    await gold.page.close();
  });

  it("removes a line", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(750);
    await cart.open();
    await cart.items.first().getByTestId("cart-item-remove").click();
    await cart.drawer.getByTestId("cart-empty").waitFor();
    expect(await cart.count()).toBe(0);
    expect(await cart.subtotal.innerText()).toBe("$0.00");
    await gold.page.close();
  });

  it("Buy Now on an empty cart only closes the drawer", async () => {
    const { gold, cart } = await freshGoldPage();
    await cart.open();
    await cart.buyNow();
    await cart.drawer.waitFor({ state: "detached" });
    expect(new URL(gold.page.url()).pathname).toBe("/osrs-gold");
    await gold.page.close();
  });

  it("Buy Now with items goes to /checkout", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(750);
    await cart.open();
    await cart.buyNow();
    await gold.page.waitForURL((url) => url.pathname === "/checkout");
    await gold.page.close();
  });

  it("Continue Shopping closes it and keeps the cart", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(750);
    await cart.open();
    await cart.continueShopping();
    await cart.drawer.waitFor({ state: "detached" });
    expect(await cart.count()).toBe(1);
    await gold.page.close();
  });

  it("Clear Cart empties it and saves the empty cart under a new uuid", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(750);
    const before = (await cart.storedCart())?.uuid;
    const saves = cart.recordSaves();
    await cart.open();
    await cart.clear();
    await cart.drawer.getByTestId("cart-empty").waitFor();
    expect(await cart.count()).toBe(0);
    const after = await cart.storedCart();
    expect(after?.cartItems).toEqual([]);
    expect(after?.uuid).toMatch(UUID);
    expect(after?.uuid).not.toBe(before);
    await gold.page.waitForTimeout(300);
    expect(saves).toEqual([{ uuid: after?.uuid, cart: "[]", email: "" }]);
    await gold.page.close();
  });
});

describe("persistence", () => {
  it("keeps the cart across a reload, and local storage holds no transient field", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.addMillions(750);
    await cart.open();
    const stored = await cart.storedCart();
    expect(Object.keys(stored ?? {}).sort()).toEqual(["cartItems", "uuid"]);
    await gold.page.reload();
    await gold.waitForPageView("/osrs-gold");
    await cart.badge.waitFor();
    expect(await cart.count()).toBe(1);
    expect(await cart.drawer.count()).toBe(0);
    expect(await cart.storedCart()).toEqual(stored);
    await gold.page.close();
  });

  it("starts an empty cart instead of crashing when local storage holds garbage", async () => {
    const { gold, cart } = await freshGoldPage();
    const errors: string[] = [];
    gold.page.on("pageerror", (error) => errors.push(error.message));
    await gold.page.evaluate(() => localStorage.setItem("shop:cart", '{"uuid":"x","cartItems":"lots"}'));
    await gold.page.reload();
    await gold.waitForPageView("/osrs-gold");
    await cart.open();
    await cart.drawer.getByTestId("cart-empty").waitFor();
    expect((await cart.storedCart())?.uuid).toMatch(UUID);
    expect(errors).toEqual([]);
    await gold.page.close();
  });

  it("keeps two open tabs in step", async () => {
    const { gold, cart } = await freshGoldPage();
    const other = new GoldPage(await browser.newPage());
    await other.open();
    const otherCart = new Cart(other.page);
    await gold.addMillions(750);
    await otherCart.badge.waitFor();
    expect(await otherCart.count()).toBe(1);
    await otherCart.open();
    await otherCart.clear();
    await cart.badge.waitFor({ state: "detached" });
    expect(await cart.count()).toBe(0);
    await other.page.close();
    await gold.page.close();
  });
});

describe("saving to the server", () => {
  it("retries the save when the network fails", async () => {
    const { gold } = await freshGoldPage();
    let attempts = 0;
    await gold.page.route("**/api/cart/saveCartData", async (route) => {
      attempts += 1;
      if (attempts <= 2) await route.abort("internetdisconnected");
      else await route.continue();
    });
    const answered = gold.page.waitForResponse((response) => response.url().endsWith("/api/cart/saveCartData"));
    await gold.addMillions(750);
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, lines: 1 });
    expect(attempts).toBe(3);
    await gold.page.close();
  });
});

describe("the flying image", () => {
  it("flies from the pointer and is gone after 1.5 s", async () => {
    const { gold, cart } = await freshGoldPage();
    const box = await gold.addToCartButton.boundingBox();
    await gold.addToCartButton.click();
    const clickedAt = Date.now();
    await cart.flyingImage.waitFor({ state: "attached" });
    const start = await cart.flyingImage.evaluate((image) => ({
      left: Number.parseFloat((image as HTMLElement).style.left),
      top: Number.parseFloat((image as HTMLElement).style.top),
    }));
    // It starts centred on the click (the middle of the button).
    expect(Math.abs(start.left + 28 - ((box?.x ?? 0) + (box?.width ?? 0) / 2))).toBeLessThan(2);
    expect(Math.abs(start.top + 28 - ((box?.y ?? 0) + (box?.height ?? 0) / 2))).toBeLessThan(2);
    await cart.flyingImage.waitFor({ state: "detached", timeout: 4_000 });
    const goneAfter = Date.now() - clickedAt;
    expect(goneAfter).toBeGreaterThanOrEqual(1_300);
    expect(goneAfter).toBeLessThan(2_500);
    await gold.page.close();
  });

  it("does not fly for a visitor who prefers reduced motion", async () => {
    const { gold, cart } = await freshGoldPage();
    await gold.page.emulateMedia({ reducedMotion: "reduce" });
    await gold.addToCartButton.click();
    await cart.toast.waitFor();
    expect(await cart.flyingImage.count()).toBe(0);
    await gold.page.close();
  });
});
