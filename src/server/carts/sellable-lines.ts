import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { refusedLines, repriceDepsOf } from "@/domain/checkout/reprice";
import { catalogue, refreshCatalogue } from "../catalogue/catalogue-store";
import { AppError } from "../http/errors";

/*
 * saveCartData stores only lines the checkout would price: a sku the shop does
 * not sell, or a config it cannot price, is refused as the checkout refuses it, so a stranger
 * cannot park made-up products under someone's address. The catalogue in memory answers (no
 * database at steady state: this is the shop's busiest write); only when it refuses a line is the
 * newest version asked for once, so a product just added or changed on another instance is not
 * refused for the couple of seconds before this one's watch sees it.
 */

export async function assertSellableLines(items: readonly CartItem[]): Promise<void> {
  if (items.length === 0) return;
  let refused = refusedLines(items, repriceDepsOf(await catalogue()));
  if (refused.length === 0) return;
  await refreshCatalogue();
  refused = refusedLines(items, repriceDepsOf(await catalogue()));
  if (refused.length === 0) return;
  const detail = refused.map((problem) => `${problem.sku}: ${problem.reason}`).join(" ");
  throw new AppError("bad_request:cart", `Some items cannot be saved. ${detail}`);
}
