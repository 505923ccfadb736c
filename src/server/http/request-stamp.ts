import "server-only";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/*
 * What the server writes on every request the moment it arrives, before Next sees it. The shop's
 * own server (scripts/serve.mjs, ADR 0025) calls the stamp from its request listener, before Next's
 * handler, for every request it accepts; it accepts none before start-up has registered the stamp.
 * The stamp:
 *
 * 1. Copies the socket's address into a request header whose name is random per process, so no
 *    client can send it, for the rate limit's client key. A route handler never sees the socket,
 *    and Next copies its address into X-Forwarded-For only when the client sent no such header
 *    (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so a client's own header hid it.
 * 2. Sets the running configuration's Content-Security-Policy on the response (ADR 0004), or a
 *    route handler's shorter one, and the headers that never change (HSTS, nosniff…), and the
 *    back office's own two. Next sets none of them itself, so they reach every answer: pages, API
 *    routes, redirects, 404s, public files and built assets, with no per-request work beyond the
 *    headers and a few string tests (as next.config.ts rules, Next matched path patterns for every
 *    request to add them). Next never replaces a header already set on the response
 *    (send-response.js), so a route handler cannot change these; the stamp decides them.
 * 3. Gives Next another URL for the few requests that need one (an undecodable path, a blog
 *    preview link, an unsold product's path) and drops cookies that must not count (a stale
 *    preview session), clearing them in the browser. This was Next's proxy (`src/proxy.ts`)
 *    once: with a proxy in the build Next runs its matcher machinery for every request, about a
 *    tenth of a trivial route's CPU (ADR 0004, "Measurements").
 *
 * The stamp is TypeScript and needs the running configuration, so start-up (instrumentation.ts)
 * builds it and hands it to the plain-JS server through server-hooks.ts.
 */

const HEADER_NAME = Symbol.for("runeforge.peerAddressHeader");

type Stamped = typeof globalThis & { [HEADER_NAME]?: string };

/** Writes a request's stamp: called by the server's listener, before Next's handler. */
export type RequestStamp = (request: IncomingMessage, response: ServerResponse) => void;

export type RequestStampOptions = {
  contentSecurityPolicy: string;
  /**
   * Another policy for the answers of the routes `matches` holds (a route handler's JSON needs a
   * shorter one than a page: ~40 bytes instead of ~400 on every API answer).
   */
  routePolicy?: { contentSecurityPolicy: string; matches: (url: string) => boolean };
  /** Headers every response carries whatever the configuration (HSTS, nosniff…), as [name, value]. */
  headers?: readonly (readonly [string, string])[];
  /** Headers for the requests `applies` holds besides those (the back office's no-store and noindex). */
  pathHeaders?: { applies: (url: string) => boolean; headers: readonly (readonly [string, string])[] };
  /** A new URL for a request Next must see under another path (an unsold product's page). */
  rewriteUrl?: (url: string) => string | undefined;
  /** For a Cookie header with cookies Next must not see: the header without them, and the Set-Cookie values that clear them. */
  dropCookies?: (
    cookieHeader: string,
  ) => { cookieHeader: string | undefined; setCookie: readonly string[] } | undefined;
};

/**
 * The process's stamp. The first call picks the peer-address header's name, which every later
 * call keeps, so route handlers and tests read the same header the server writes.
 */
export function createRequestStamp(options: RequestStampOptions): RequestStamp {
  const global = globalThis as Stamped;
  global[HEADER_NAME] ??= `x-runeforge-peer-${randomBytes(12).toString("hex")}`;
  const header = global[HEADER_NAME];
  const fixedHeaders = options.headers ?? [];
  const { routePolicy, pathHeaders } = options;
  return (request, response) => {
    request.headers[header] = request.socket.remoteAddress ?? "";
    const url = request.url ?? "";
    const rewritten = options.rewriteUrl?.(url);
    if (rewritten !== undefined) request.url = rewritten;
    // The policy of what Next will answer: an API path that does not decode is the 404 page.
    const answered = rewritten ?? url;
    response.setHeader(
      "content-security-policy",
      routePolicy?.matches(answered) ? routePolicy.contentSecurityPolicy : options.contentSecurityPolicy,
    );
    for (const [name, value] of fixedHeaders) response.setHeader(name, value);
    if (pathHeaders?.applies(url)) for (const [name, value] of pathHeaders.headers) response.setHeader(name, value);
    const cookie = request.headers.cookie;
    const dropped = cookie === undefined ? undefined : options.dropCookies?.(cookie);
    if (dropped !== undefined) {
      if (dropped.cookieHeader === undefined) delete request.headers.cookie;
      else request.headers.cookie = dropped.cookieHeader;
      response.appendHeader("set-cookie", [...dropped.setCookie]);
    }
  };
}

/**
 * The socket's address as the stamp recorded it, or null outside a server (tests that call a
 * handler directly without the header of peerAddressHeaderForTests()).
 */
export function peerAddress(request: Request): string | null {
  const header = (globalThis as Stamped)[HEADER_NAME];
  return (header && request.headers.get(header)) || null;
}

/** The header the stamp writes, for tests that call a route handler directly as if over a socket. */
export function peerAddressHeaderForTests(): string {
  const header = (globalThis as Stamped)[HEADER_NAME];
  if (!header) throw new Error("createRequestStamp() has not run in this process");
  return header;
}
