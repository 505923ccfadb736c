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
 * 2. Sets the running configuration's Content-Security-Policy on the response (ADR 0004). Next
 *    sets no policy of its own, so this one reaches every answer: pages, API routes, redirects,
 *    404s, public files and built assets, with no per-request work beyond one header.
 *
 * Requests that reach the server before the stamp is installed (Next queues the first ones while
 * it starts) carry neither: they share one rate-limit bucket and have no policy.
 */

const HEADER_NAME = Symbol.for("runeforge.peerAddressHeader");

type Stamped = typeof globalThis & { [HEADER_NAME]?: string };

/** Installed once per process, from instrumentation.ts, before the server handles a request. */
export function installRequestStamp(options: {
  contentSecurityPolicy: string;
  /** A new URL for a request Next must see under another path (issue 15: an unsold product's page). */
  rewriteUrl?: (url: string) => string | undefined;
}): void {
  const global = globalThis as Stamped;
  if (global[HEADER_NAME]) return;
  const header = `x-runeforge-peer-${randomBytes(12).toString("hex")}`;
  global[HEADER_NAME] = header;
  subscribe("http.server.request.start", (message) => {
    const { request, response, socket } = message as {
      request: IncomingMessage;
      response: ServerResponse;
      socket: Socket;
    };
    request.headers[header] = socket.remoteAddress ?? "";
    response.setHeader("content-security-policy", options.contentSecurityPolicy);
    const rewritten = request.url === undefined ? undefined : options.rewriteUrl?.(request.url);
    if (rewritten !== undefined) request.url = rewritten;
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
