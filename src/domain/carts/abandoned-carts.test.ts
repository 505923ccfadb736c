import { describe, expect, it } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import {
  abandonedBefore,
  type CartForReminder,
  cartAge,
  maskedEmail,
  normaliseEmail,
  reminderEmail,
  reminderRefusal,
} from "./abandoned-carts";

const NOW = new Date("2026-11-27T12:00:00.000Z");
const ITEM: CartItem = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Normal",
  count: 1,
  pricePer: 1_500,
  totalPrice: 1_500,
  imageSrc: "/images/fire-cape.png",
  config: {},
};
const CART: CartForReminder = {
  email: "visitor@example.com",
  items: [ITEM],
  updatedAt: "2026-11-27T10:00:00.000Z",
  ordered: false,
  reminded: false,
  unsubscribed: false,
};

describe("abandoned carts", () => {
  it("counts a cart as abandoned an hour after its last change", () => {
    expect(abandonedBefore(NOW)).toBe("2026-11-27T11:00:00.000Z");
    expect(reminderRefusal({ ...CART, updatedAt: "2026-11-27T11:00:00.000Z" }, NOW)).toBeNull();
    expect(reminderRefusal({ ...CART, updatedAt: "2026-11-27T11:00:00.001Z" }, NOW)).toMatch(/not abandoned yet/);
  });

  it("refuses a second reminder, an unsubscribed address, no address, an empty cart and an ordered cart", () => {
    expect(reminderRefusal(CART, NOW)).toBeNull();
    expect(reminderRefusal({ ...CART, reminded: true }, NOW)).toBe(
      "A reminder was already sent for this cart; each cart gets one.",
    );
    expect(reminderRefusal({ ...CART, unsubscribed: true }, NOW)).toBe("This address has unsubscribed from reminders.");
    expect(reminderRefusal({ ...CART, email: " " }, NOW)).toMatch(/no email/);
    expect(reminderRefusal({ ...CART, items: [] }, NOW)).toBe("This cart has nothing the shop sells today.");
    expect(reminderRefusal({ ...CART, ordered: true }, NOW)).toMatch(/order was placed/);
  });

  it("compares addresses trimmed and in lower case", () => {
    expect(normaliseEmail("  Visitor@Example.COM ")).toBe("visitor@example.com");
  });

  it("writes the reminder with the lines and both links, marked TEST outside live mode", () => {
    const email = reminderEmail({
      siteName: "RuneForge",
      items: [ITEM, { name: "Quest", count: 3 }],
      restoreUrl: "https://shop.test/cart/restore?t=R",
      unsubscribeUrl: "https://shop.test/unsubscribe?t=U",
      testShop: true,
    });
    expect(email.subject).toBe("[TEST] You left something in your RuneForge cart");
    expect(email.text).toContain("- Fire Cape (Normal)\n- Quest × 3");
    expect(email.text).toContain("https://shop.test/cart/restore?t=R");
    expect(email.text).toContain("https://shop.test/unsubscribe?t=U");
    expect(
      reminderEmail({ ...{ siteName: "S", items: [], restoreUrl: "", unsubscribeUrl: "" }, testShop: false }).subject,
    ).toBe("You left something in your S cart");
  });

  it("says how long ago the cart changed, in minutes, hours, then days", () => {
    expect(cartAge("2026-11-27T11:15:00.000Z", NOW)).toBe("45 min");
    expect(cartAge("2026-11-27T09:00:00.000Z", NOW)).toBe("3 h");
    expect(cartAge("2026-11-24T12:00:00.000Z", NOW)).toBe("3 d");
    expect(cartAge("2026-11-27T13:00:00.000Z", NOW)).toBe("0 min");
  });

  it("masks an address for the unsubscribe page", () => {
    expect(maskedEmail("visitor@example.com")).toBe("vi…@example.com");
    expect(maskedEmail("a@example.com")).toBe("a…@example.com");
    expect(maskedEmail("nonsense")).toBe("…");
  });
});
