import "server-only";
import type { Mac } from "@/domain/carts/cart-link-token";
import { env } from "../env";
import { shopKeyMac } from "../shop-keys";

/*
 * The key that signs reminder links (restore, unsubscribe): CART_LINK_SECRET when set; otherwise
 * the shop's own "cart-link-key", made once and shared by every instance (src/server/shop-keys.ts).
 */

/** HMAC-SHA256 with the shop's link key, base64url. */
export function cartLinkMac(): Promise<Mac> {
  return shopKeyMac("cart-link-key", env.CART_LINK_SECRET);
}
