import type { CartItem } from "@/domain/cart/cart-schema";

/** A zerker fire cape: $35 less the 10% site discount, $31.50 on the server. */
export const FIRE_CAPE_CENTS = 3_150;

/**
 * The cart line of a zerker fire cape as a browser sends it. The price is the browser's claim:
 * pass another one to show that the server prices the line itself.
 */
export function fireCapeItem(browserPriceCents: number = FIRE_CAPE_CENTS): CartItem {
  return {
    sku: "fire-cape",
    name: "Fire Cape",
    subName: "Zerker",
    count: 1,
    pricePer: browserPriceCents,
    totalPrice: browserPriceCents,
    imageSrc: "/art/products/fire-cape.svg",
    config: { "account-type": "zerker" },
  };
}

export const FIRE_CAPE: CartItem = fireCapeItem();

/** An Ardougne diary line saved before the diaries' tiers had their own skus: a review re-keys it to "diary-ardougne:medium". */
export const OLD_ARDOUGNE_DIARY: CartItem = {
  sku: "diary-ardougne",
  name: "Ardougne Diary",
  subName: "Medium",
  count: 1,
  pricePer: 4_000,
  totalPrice: 4_000,
  imageSrc: "/art/diaries.svg",
  config: { tier: "medium", "play-method": "parsec", extras: "express" },
};

/** One experience point of Attack: the pricing engine prices it at $0.00, under any minimum order. */
export const ONE_XP_OF_ATTACK: CartItem = {
  sku: "skill-attack",
  name: "Attack training",
  subName: "0 XP → 1 XP",
  count: 1,
  pricePer: 0,
  totalPrice: 0,
  imageSrc: "/art/products/skill-attack.svg",
  config: { startXp: 0, targetXp: 1 },
};

/**
 * A token one character away from the given one. The first character changes, not the last: the
 * last character of 256 bits in base64url carries only four of them, so "append an A" is the same
 * token once in sixteen.
 */
export function tamperedToken(token: string): string {
  return `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;
}
