/*
 * Whether a state-changing request comes from another site (CSRF). Browsers send Sec-Fetch-Site
 * and Origin on every cross-origin POST and cannot be made to forge them; servers, webhooks and
 * curl send neither, and are let through (they carry no visitor's cookies to abuse).
 */

export type CrossSiteInput = {
  /** The Origin header, or null when absent. */
  origin: string | null;
  /** The Sec-Fetch-Site header, or null when absent. */
  secFetchSite: string | null;
  /** Hosts (`name[:port]`) this shop answers on: the request's Host, X-Forwarded-Host and SITE_URL's host. */
  ownHosts: readonly string[];
};

const TRUSTED_FETCH_SITES = new Set(["same-origin", "same-site", "none"]);

function hostOf(origin: string): string | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
}

export function isCrossSiteRequest(input: CrossSiteInput): boolean {
  const fetchSite = input.secFetchSite?.trim().toLowerCase() ?? null;
  if (fetchSite !== null && !TRUSTED_FETCH_SITES.has(fetchSite)) return true;
  if (input.origin === null) return false;
  // "null" is an opaque origin (sandboxed frame, data: URL, privacy redirect): never ours.
  const originHost = hostOf(input.origin.trim());
  if (originHost === null) return true;
  return !input.ownHosts.some((host) => host.trim().toLowerCase() === originHost);
}
