import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";

/*
 * The one place the catalogue in memory is kept on globalThis (catalogue-store.ts writes it), and
 * the proxy's read of it. Next bundles the proxy apart from the pages, and this module imports no
 * database, environment or logger, so the proxy stays small and its check is one Map lookup.
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
