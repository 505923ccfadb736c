import "server-only";
import http from "node:http";
import { createTurnGate } from "./turn-gate";

const INSTALLED = Symbol.for("runeforge.turnGate");

/**
 * Puts every HTTP server of this process (Next's `next start` server) behind the turn gate: Node
 * emits `request` once it has parsed a request's head, and the gate decides when Next's listener
 * gets it. The body stays buffered in the request stream meanwhile. Installed once, at start-up.
 */
export function installTurnGate(sliceMs: number): void {
  if (sliceMs <= 0) return;
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const gate = createTurnGate({ sliceMs, now: () => performance.now(), nextTurn: setImmediate });
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function gatedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== "request") return emit.call(this, event, ...args);
    const request = args[0] as http.IncomingMessage;
    gate.admit(() => {
      // A client that hung up while its request waited gets nothing: Next would only read an aborted body.
      if (request.socket?.destroyed) return;
      emit.call(this, event, ...args);
    });
    return true;
  } as typeof proto.emit;
}
