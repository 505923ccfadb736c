import { UNOPENED_PREFIX } from "@/domain/http/private-links";

/*
 * A product path the catalogue does not sell (unknown or hidden) is rewritten by the request stamp (src/server/catalogue/sold-paths.ts)
 * under this prefix, a path no route matches, so Next answers it with the global 404 page,
 * rendered for that request and never cached. The 404 page takes the prefix off again to name
 * the path the visitor asked for.
 */

export const UNSOLD_PREFIX = "/_unsold";

/** "/osrs-quests/x" → "/_unsold/osrs-quests/x". */
export function unsoldPath(path: string): string {
  return `${UNSOLD_PREFIX}${path}`;
}

/**
 * The path the visitor asked for: one rewritten to the 404 page (an unsold product's, a private
 * link's that opens nothing: private-links.ts) without its prefix, any other as it is.
 */
export function requestedPathOf(pathname: string): string {
  for (const prefix of [UNSOLD_PREFIX, UNOPENED_PREFIX]) {
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return pathname;
}
