import type { Locator } from "@playwright/test";
import type { Cart } from "./pages/cart";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";

/*
 * Issue 14, item 3: a value the shop cannot price is refused beside its field as the buyer types
 * (the control marked invalid and described by the message), no price is shown for it, Add to cart
 * is disabled, and once corrected the line added is the one whose price is on the screen.
 */

type StoredLine = { sku: string; count: number; config: Record<string, unknown> };

/** The cart's one line as kept in the browser, once it is there. */
async function storedLine(cart: Cart): Promise<StoredLine | undefined> {
  const lines = async () => ((await cart.storedCart())?.cartItems ?? []) as StoredLine[];
  await expect.poll(async () => (await lines()).length).toBe(1);
  return (await lines())[0];
}

/** The control is invalid and read out with `message`, and `error` (the slot under it) shows it. */
async function expectRefused(control: Locator, error: Locator, message: string) {
  await expect(error).toHaveText(message);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

async function expectAccepted(control: Locator, error: Locator) {
  await expect(error).toHaveCount(0);
  await expect(control).toHaveAttribute("aria-invalid", "false");
}

/** The one line in the cart costs what the page showed: the drawer's total is the price on the page. */
async function expectCartMatches(cart: Cart, shownPrice: string, subName: RegExp) {
  await cart.open();
  await expect(cart.items).toHaveCount(1);
  await expect(cart.items.first().getByTestId("cart-item-sub-name")).toHaveText(subName);
  // The drawer's subtotal is what the lines will be charged, the discount already taken (issue 14).
  await expect(cart.drawer.getByTestId("cart-subtotal")).toHaveText(shownPrice);
}

test.describe("a skill's levels", () => {
  const cases = [
    { name: "a target level of 100", field: "target", typed: "100", message: "The highest level is 99." },
    { name: "a target level of 0", field: "target", typed: "0", message: "The lowest level is 1." },
    { name: "a target below the start", field: "target", typed: "50", message: "The target must be above the start." },
    { name: "a start level of 100", field: "start", typed: "100", message: "The highest level is 99." },
    { name: "an empty start", field: "start", typed: "", message: "Enter a whole level from 1 to 99." },
    {
      name: "a target over 200M XP",
      field: "target",
      xp: true,
      typed: "200,000,001",
      message: "XP goes up to 200,000,000 (200M).",
    },
    {
      name: "a start at the 200M XP maximum",
      field: "start",
      xp: true,
      typed: "200000000",
      message: "The start must be a whole XP amount from 0 to 199,999,999.",
    },
  ] as const;

  for (const { name, field, typed, message, ...rest } of cases) {
    test(`refuse ${name} beside the field, with no price and no Add to cart, until corrected`, async ({
      product: skill,
      cart,
    }) => {
      const xp = "xp" in rest && rest.xp;
      await skill.goto("/osrs-skills/attack");
      const before = await skill.price.innerText();
      if (xp) await skill.xpMode.check();
      const control = field === "start" ? skill.startLevel : skill.targetLevel;
      const error = field === "start" ? skill.startError : skill.targetError;

      await control.fill(typed);
      await expectRefused(control, error, message);
      await expect(control).toHaveValue(typed); // kept as typed, not clamped
      await expect(skill.price).toHaveText("—");
      await expect(skill.priceBeforeDiscount).toHaveCount(0);
      await expect(skill.page.getByTestId("xp-segments")).toHaveCount(0);
      await expect(skill.addToCartButton).toBeDisabled();

      // Corrected: the error goes at once and the price is the one for the new range.
      const corrected = xp ? (field === "start" ? "0" : "200000000") : field === "start" ? "1" : "99";
      await control.fill(corrected);
      await expectAccepted(control, error);
      await expect(skill.price).toHaveText(/^\$\d/);
      await expect(skill.price).not.toHaveText(before);
      await expect(skill.addToCartButton).toBeEnabled();
      const shown = await skill.price.innerText();
      await skill.addToCartButton.click();
      await expect(cart.toast).toBeVisible();
      const line = await storedLine(cart);
      expect(line?.sku).toMatch(/^skill-attack/);
      expect(line?.config[field === "start" ? "startXp" : "targetXp"]).toBe(
        { "0": 0, "200000000": 200_000_000, "1": 0, "99": 13_034_431 }[corrected],
      );
      await expectCartMatches(cart, shown, /→/);
    });
  }

  test("switching to exact XP with a refused level keeps what was typed and keeps refusing it", async ({
    product: skill,
  }) => {
    await skill.goto("/osrs-skills/attack");
    await skill.targetLevel.fill("abc");
    await expectRefused(skill.targetLevel, skill.targetError, "Enter a whole level from 1 to 99.");
    await skill.xpMode.check();
    await expect(skill.targetLevel).toHaveValue("abc");
    await expectRefused(skill.targetLevel, skill.targetError, "Enter a whole XP amount from 0 to 200,000,000.");
    await expect(skill.addToCartButton).toBeDisabled();
  });
});

test.describe("a per-kill quantity", () => {
  const cases = [
    { name: "below the minimum", typed: "3", message: "The minimum is 5 kills." },
    { name: "above the maximum", typed: "1001", message: "The maximum is 1000 kills; contact us for more." },
    { name: "not a whole number", typed: "12.5", message: "The quantity must be a whole number." },
    { name: "empty", typed: "", message: "The quantity must be a whole number." },
  ];

  for (const { name, typed, message } of cases) {
    test(`refuses a kill count ${name} beside the field, until corrected`, async ({ product: boss, cart }) => {
      await boss.goto("/osrs-pvm/zulrah");
      await boss.quantity.fill(typed);
      await expectRefused(boss.quantity, boss.quantityError, message);
      await expect(boss.quantity).toHaveValue(typed);
      await expect(boss.price).toHaveText("—");
      await expect(boss.addToCartButton).toBeDisabled();

      await boss.quantity.fill("60");
      await expectAccepted(boss.quantity, boss.quantityError);
      await expect(boss.price).toHaveText(/^\$\d/);
      const shown = await boss.price.innerText();
      await boss.addToCartButton.click();
      await expect(cart.toast).toBeVisible();
      const line = await storedLine(cart);
      expect(line).toMatchObject({ sku: expect.stringMatching(/^pvm-zulrah/), count: 60 });
      await expectCartMatches(cart, shown, /^60 kills/);
    });
  }
});

test.describe("the gold amount", () => {
  const cases = [
    { name: "under the 100M minimum", input: "millions", typed: "50", message: "The minimum order is 100M." },
    {
      name: "over the 100,000M maximum",
      input: "millions",
      typed: "100001",
      message: "For more than 100,000M, contact us for a bulk price.",
    },
    { name: "empty", input: "millions", typed: "", message: "Enter a whole number of millions." },
    { name: "not a number", input: "millions", typed: "lots", message: "Enter a whole number of millions." },
    { name: "a price that buys under 100M", input: "usd", typed: "10", message: "The minimum order is 100M." },
    {
      name: "a price that is not a number",
      input: "usd",
      typed: "ten",
      message: "Enter a price in dollars, like 50 or 49.99.",
    },
  ] as const;

  for (const { name, input, typed, message } of cases) {
    test(`refuses ${name} beside the field typed in, until corrected`, async ({ gold, cart }) => {
      await gold.open();
      const control = input === "millions" ? gold.millionsInput : gold.usdInput;
      const other = input === "millions" ? gold.usdInput : gold.millionsInput;
      await control.fill(typed);
      await expectRefused(control, gold.error, message);
      await expect(other).toHaveAttribute("aria-invalid", "false");
      await expect(control).toHaveValue(typed);
      await expect(gold.price).toContainText("—");
      await expect(gold.price).not.toContainText("$");
      await expect(gold.amount).toHaveText("—");
      await expect(gold.addToCartButton).toBeDisabled();

      await control.fill(input === "millions" ? "1000" : "190");
      await expectAccepted(control, gold.error);
      await expect(gold.price).toHaveText("$190.00");
      await expect(gold.amount).toHaveText("1,000M");
      await gold.addToCartButton.click();
      await expect(cart.toast).toBeVisible();
      const line = await storedLine(cart);
      expect(line).toMatchObject({ sku: "osrs-gold", count: 1, config: { millions: 1_000 } });
      await expectCartMatches(cart, "$190.00", /^1,000M$/);
    });
  }
});

test.describe("refusals on screen", () => {
  test("fit a phone and a desktop, beside their fields", async ({ product: skill, gold }) => {
    for (const [width, size] of [
      ["1280", DESKTOP],
      ["375", PHONE],
    ] as const) {
      await skill.page.setViewportSize(size);
      await skill.goto("/osrs-skills/attack");
      await skill.targetLevel.fill("100");
      await expect(skill.targetError).toBeVisible();
      await skill.targetError.scrollIntoViewIfNeeded();
      await saveScreenshot(skill.page, `inputs-skill-refused-${width}`);
      await gold.open();
      await gold.millionsInput.fill("50");
      await expect(gold.error).toBeVisible();
      await gold.error.scrollIntoViewIfNeeded();
      await saveScreenshot(gold.page, `inputs-gold-refused-${width}`);
      const overflow = await gold.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
