import "server-only";
import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/*
 * The address of the socket a request came in on, for the rate limit's client key. A route
 * handler never sees the socket, and Next only copies its address into X-Forwarded-For when the
 * client sent no such header (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so a
 * client that sends its own header would hide it. Node publishes every incoming request on the
 * `http.server.request.start` diagnostics channel before the server's own listener runs; the
 * subscriber below writes the socket's address into a request header whose name is random per
 * process, so no client can send it, and the route reads it back.
 */

const HEADER_NAME = Symbol.for("runeforge.peerAddressHeader");

type Stamped = typeof globalThis & { [HEADER_NAME]?: string };

/** Installed once per process, from instrumentation.ts, before the server handles a request. */
export function installPeerAddressStamp(): void {
  const global = globalThis as Stamped;
  if (global[HEADER_NAME]) return;
  const header = `x-runeforge-peer-${randomBytes(12).toString("hex")}`;
  global[HEADER_NAME] = header;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[header] = socket.remoteAddress ?? "";
  });
}

/**
 * The socket's address as the stamp recorded it, or null: for a request that reached the server
 * before the stamp was installed (Next queues the first requests while it starts), or outside a
 * server (tests that call a handler directly).
 */
export function peerAddress(request: Request): string | null {
  const header = (globalThis as Stamped)[HEADER_NAME];
  return (header && request.headers.get(header)) || null;
}

/** The header the stamp writes, for tests that call a route handler directly as if over a socket. */
export function peerAddressHeaderForTests(): string {
  installPeerAddressStamp();
  return (globalThis as Stamped)[HEADER_NAME] as string;
}
