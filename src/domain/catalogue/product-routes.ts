/*
 * The paths of the shop's product routes: the line routes' `/<base>/<slug>` and the products with
 * a page of their own. src/proxy.ts checks these against the catalogue in memory; its matcher lists
 * the same routes as literals (Next reads the matcher at build), so a new product route goes in both.
 */

const PRODUCT_ROUTE =
  /^\/(?:osrs-(?:bundles|combat-achievements\/boss|combat-achievements\/difficulty|diaries|dt2|ironman-gathering|minigames|pvm|quests|raids|skills)\/[^/]+|fire-cape|infernal-cape|quiver|megascales)$/;

/** True for a path a product route renders, whether or not the catalogue sells a product there. */
export function isProductRoutePath(pathname: string): boolean {
  return PRODUCT_ROUTE.test(pathname);
}
