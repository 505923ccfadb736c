import "server-only";
import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/*
 * What the server writes on every request the moment it arrives, before Next sees it. Node
 * publishes each incoming request on the `http.server.request.start` diagnostics channel before the
 * server's own listener runs; one subscriber, installed from instrumentation.ts at start-up:
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
 * Requests that reach the server before the stamp is installed (Next queues the first ones while
 * it starts) get none of this: they share one rate-limit bucket and have none of those headers, an undecodable
 * path is Next's own error, a preview link shows the published page, and a stale preview session
 * is not cleared, though it still shows no draft (the blog page checks the session itself).
 */

const HEADER_NAME = Symbol.for("runeforge.peerAddressHeader");

type Stamped = typeof globalThis & { [HEADER_NAME]?: string };

/** Installed once per process, from instrumentation.ts, before the server handles a request. */
export function installRequestStamp(options: {
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
}): void {
  const global = globalThis as Stamped;
  if (global[HEADER_NAME]) return;
  const header = `x-runeforge-peer-${randomBytes(12).toString("hex")}`;
  global[HEADER_NAME] = header;
  const fixedHeaders = options.headers ?? [];
  const { routePolicy, pathHeaders } = options;
  subscribe("http.server.request.start", (message) => {
    const { request, response, socket } = message as {
      request: IncomingMessage;
      response: ServerResponse;
      socket: Socket;
    };
    request.headers[header] = socket.remoteAddress ?? "";
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
  });
}

/**
 * The socket's address as the stamp recorded it, or null: for a request that reached the server
 * before the stamp was installed, or outside a server (tests that call a handler directly).
 */
export function peerAddress(request: Request): string | null {
  const header = (globalThis as Stamped)[HEADER_NAME];
  return (header && request.headers.get(header)) || null;
}

/** The header the stamp writes, for tests that call a route handler directly as if over a socket. */
export function peerAddressHeaderForTests(): string {
  const header = (globalThis as Stamped)[HEADER_NAME];
  if (!header) throw new Error("installRequestStamp() has not run in this process");
  return header;
}
