import { shouldReloadAfterChunkError } from "@/domain/navigation/chunk-reload";

const STORAGE_KEY = "shop:chunk-reload-at";

function readLastReload(): number | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/** Reloads the page to pick up a new deploy, at most once in the guard window; returns whether it did. */
export function reloadAfterChunkError(): boolean {
  const now = Date.now();
  if (!shouldReloadAfterChunkError(readLastReload(), now)) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Private mode may refuse storage; without the guard we still reload, and the next failure is stopped by the browser's cache.
  }
  window.location.reload();
  return true;
}
