import type { ConnectionHints } from "@/domain/navigation/prefetch-policy";
import { isSlowOrSavingConnection } from "@/domain/navigation/prefetch-policy";

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

export function readConnectionHints(): ConnectionHints {
  const connection = (navigator as NavigatorWithConnection).connection;
  return connection ? { saveData: connection.saveData, effectiveType: connection.effectiveType } : undefined;
}

/** Read at each prefetch, not once: a phone can drop to 2g or turn on data saver while the page is open. */
export function connectionAllowsPrefetch(): boolean {
  return !isSlowOrSavingConnection(readConnectionHints());
}
