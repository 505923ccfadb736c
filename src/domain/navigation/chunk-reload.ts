/**
 * After a deploy, an open tab may ask for script chunks that no longer exist. Reloading fetches the
 * new build; the guard stops a reload loop when the chunk is missing for another reason.
 */

export const RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_MESSAGE =
  /Loading (CSS )?chunk [\w/-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && CHUNK_ERROR_MESSAGE.test(message);
}

/** A script or stylesheet of the build (not a third-party tag) that failed to load. */
export function isBuildAssetUrl(url: string): boolean {
  return /\/_next\/static\//.test(url);
}

/** `lastReloadAt` is when this tab last reloaded for this reason, or null if it never did. */
export function shouldReloadAfterChunkError(
  lastReloadAt: number | null,
  now: number,
  guardMs = RELOAD_GUARD_MS,
): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= guardMs || now < lastReloadAt;
}
