/*
 * Whether a state-changing request comes from another site (CSRF). Browsers send Sec-Fetch-Site
 * and Origin on every cross-origin POST and cannot be made to forge them; servers, webhooks and
 * curl send neither, and are let through (they carry no visitor's cookies to abuse).
 *
 * Which hosts are ours (`ownHosts`): SITE_URL's, the one the server built the request's URL with,
 * and the Host header, which a browser always sets to the host it is sending to (scripts cannot
 * set it) so a page on another site never makes it match its Origin; a client that writes its own
 * Host is not a browser and could as well send no Origin. X-Forwarded-Host is different: it is
 * only ours when a proxy of ours wrote it, so it counts only with TRUSTED_PROXY_HOPS above 0, and
 * then its last entry, the one the proxy nearest the shop wrote (before, `Origin:
 * https://evil.example` with `X-Forwarded-Host: evil.example` passed with no proxy in front).
 */

export type CrossSiteInput = {
  /** The Origin header, or null when absent. */
  origin: string | null;
  /** The Sec-Fetch-Site header, or null when absent. */
  secFetchSite: string | null;
  /** Hosts (`name[:port]`) this shop answers on: see `ownHosts`. */
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

export type OwnHostsInput = {
  /** SITE_URL. */
  siteUrl: string;
  /** The request's URL as the server built it. */
  requestUrl: string;
  /** The Host header, or null. */
  host: string | null;
  /** X-Forwarded-Host as received (several headers joined with ", "), or null. */
  forwardedHost: string | null;
  /** TRUSTED_PROXY_HOPS: how many proxies of ours are in front of the shop. */
  trustedProxyHops: number;
};

/** The hosts a same-site request's Origin may name, by the trust rule above. */
export function ownHosts(input: OwnHostsInput): string[] {
  const hosts = [hostOfUrl(input.siteUrl), hostOfUrl(input.requestUrl), input.host];
  if (input.trustedProxyHops > 0) hosts.push(input.forwardedHost?.split(",").at(-1) ?? null);
  return hosts.filter((host): host is string => Boolean(host?.trim())).map((host) => host.trim().toLowerCase());
}

function hostOfUrl(url: string): string | null {
  return URL.canParse(url) ? new URL(url).host : null;
}
