/**
 * When the shop may prefetch routes (spec section 9): never on a data-saver or a 2g/slow-2g
 * connection. At most MAX_CONCURRENT_PREFETCHES run at once: the shop's links hand every prefetch
 * to Next's scheduler at default priority, which holds that many in flight (see docs/adr/0002).
 */

export const MAX_CONCURRENT_PREFETCHES = 4;

/** The part of the Network Information API the policy reads; absent in browsers that lack it. */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string } | undefined;

export function isSlowOrSavingConnection(connection: ConnectionHints): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return /(^|-)2g$/.test(connection.effectiveType ?? "");
}
