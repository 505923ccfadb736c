import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestStamp } from "./request-stamp";

/*
 * What start-up hands the shop's server (scripts/serve.mjs, ADR 0025). The server is plain
 * JavaScript run by Node, outside Next's bundles, and the stamp and the gate are TypeScript that
 * need the running configuration. Next runs instrumentation.ts's register() in the same process,
 * but in production not within `app.prepare()` (next.js: "We shouldn't prepare the server in
 * production"; the server prepares itself, register() included, when Next builds it). So the
 * server leaves a receiver on a global symbol before it prepares Next, and listens only once
 * start-up has handed it the hooks. A global (Symbol.for) rather than an import because the bundled
 * modules and the script share nothing else: the symbol is the one name both sides agree on.
 */

const SERVER_HOOKS = Symbol.for("runeforge.serverHooks");

export type ServerHooks = {
  /** Writes the request's stamp (peer address, headers, URL rules, cookie drops), before Next sees it. */
  stamp: RequestStamp;
  /** Starts `handle` now or in its turn (the turn gate); a request whose client hung up meanwhile is not started. */
  admit: (request: IncomingMessage, response: ServerResponse, handle: () => void) => void;
  /**
   * In its turn, before Next's handler: the URL of a private link that opens nothing becomes the
   * 404 page's (private-link-route.ts). Undefined at once for every other request; else a promise
   * that never rejects, to await before `handle`.
   */
  route: (request: IncomingMessage) => Promise<void> | undefined;
};

type WithReceiver = typeof globalThis & { [SERVER_HOOKS]?: unknown };

/**
 * Called once per process, from start-up. Under `next dev`, `next start` or a test nothing waits
 * for the hooks and they are dropped.
 */
export function registerServerHooks(hooks: ServerHooks): void {
  const receive = (globalThis as WithReceiver)[SERVER_HOOKS];
  if (typeof receive === "function") receive(hooks);
}
