/*
 * The paths of the shop's product routes: the line routes' `/<base>/<slug>` and the products with
 * a page of their own. Every request's path is tested against these before Next routes it, and a
 * product path the catalogue in memory does not sell is the 404 page (src/server/catalogue/sold-paths.ts).
 */

const PRODUCT_ROUTE =
  /^\/(?:osrs-(?:bundles|combat-achievements\/boss|combat-achievements\/difficulty|diaries|dt2|ironman-gathering|minigames|pvm|quests|raids|skills)\/[^/]+|fire-cape|infernal-cape|quiver|megascales)$/;

/** True for a path a product route renders, whether or not the catalogue sells a product there. */
export function isProductRoutePath(pathname: string): boolean {
  return PRODUCT_ROUTE.test(pathname);
}
