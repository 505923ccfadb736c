import { MAX_CART_LINES } from "./cart-limits";
import type { CartItem, CartItemConfig, StoredCart } from "./cart-schema";

/*
 * The browser's check of a stored cart: the same rules as storedCartSchema in cart-schema.ts,
 * written out by hand because zod's core costs ~17 kB gzipped in every page's JavaScript. The
 * server never relies on this: it parses every cart it receives with the zod schema. A property
 * test (cart-guard.test.ts) holds the two to the same answers.
 */

// zod's z.uuid(): RFC 9562 versions 1 to 8, plus the nil and max UUIDs.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const ITEM_KEYS = new Set(["sku", "name", "subName", "count", "pricePer", "totalPrice", "imageSrc", "config"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isText(value: unknown, min: number, max: number): value is string {
  return typeof value === "string" && value.length >= min && value.length <= max;
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;
}

function readConfig(value: unknown): CartItemConfig | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > 30) return null;
  const config: CartItemConfig = {};
  for (const [key, entry] of entries) {
    if (!isText(key, 1, 64)) return null;
    const ok =
      isText(entry, 0, 200) || (typeof entry === "number" && Number.isFinite(entry)) || typeof entry === "boolean";
    if (!ok) return null;
    config[key] = entry as string | number | boolean;
  }
  return config;
}

function readItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  if (Object.keys(value).some((key) => !ITEM_KEYS.has(key))) return null;
  const { sku, name, subName, count, pricePer, totalPrice, imageSrc } = value;
  if (!isText(sku, 1, 120) || !isText(name, 1, 200) || !isText(imageSrc, 0, 300)) return null;
  if (subName !== undefined && !isText(subName, 0, 200)) return null;
  if (!isWhole(count, 1, 1_000_000) || !isWhole(pricePer, 0, 100_000_000) || !isWhole(totalPrice, 0, 1_000_000_000)) {
    return null;
  }
  const config = readConfig(value.config);
  if (config === null) return null;
  const item: CartItem = { sku, name, count, pricePer, totalPrice, imageSrc, config };
  if ("subName" in value) item.subName = subName;
  return item;
}

/** The stored cart, or null when anything about it breaks the cart's rules. */
export function readStoredCart(value: unknown): StoredCart | null {
  if (!isRecord(value) || typeof value.uuid !== "string" || !UUID.test(value.uuid)) return null;
  if (!Array.isArray(value.cartItems) || value.cartItems.length > MAX_CART_LINES) return null;
  const cartItems: CartItem[] = [];
  const skus = new Set<string>();
  for (const entry of value.cartItems) {
    const item = readItem(entry);
    if (item === null || skus.has(item.sku)) return null;
    skus.add(item.sku);
    cartItems.push(item);
  }
  return { uuid: value.uuid, cartItems };
}
