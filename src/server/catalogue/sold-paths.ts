import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import { isProductRoutePath } from "@/domain/catalogue/product-routes";
import { unsoldPath } from "@/domain/catalogue/unsold-path";

/*
 * The one place the catalogue in memory is kept on globalThis (catalogue-store.ts writes it), and
 * the request stamp's read of it (unsoldProductUrl). Next bundles instrumentation apart from the
 * pages, and this module imports no database, environment or logger: the check is one Map lookup.
 */

export const CATALOGUE_STORE_KEY = Symbol.for("runeforge.catalogue-store");

type Holder = typeof globalThis & { [CATALOGUE_STORE_KEY]?: { snapshot: CatalogueSnapshot | undefined } };

/**
 * Whether the catalogue this process has loaded sells a product at this path (hidden ones are
 * not sold); undefined while none is loaded (the database was not there at start-up).
 */
export function sellsProductAt(path: string): boolean | undefined {
  const snapshot = (globalThis as Holder)[CATALOGUE_STORE_KEY]?.snapshot;
  return snapshot?.byPath.has(path);
}

/**
 * The URL Next is given for a request of a product route's path the catalogue does not sell
 * (unknown slug, hidden product): the same path under a prefix no route matches, so Next answers
 * with the global 404 page before any render. Any other URL: undefined (left alone). Run by the
 * request stamp for every request, before Next: a prefix test, and a Map lookup on product paths.
 */
export function unsoldProductUrl(url: string): string | undefined {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!isProductRoutePath(path) || sellsProductAt(path) !== false) return undefined;
  return unsoldPath(path) + (query === -1 ? "" : url.slice(query));
}
