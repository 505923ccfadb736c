import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createTurnGate } from "./turn-gate";

/**
 * The shop server's admission of a parsed request (turn-gate.ts says why). The body stays buffered
 * in the request stream while the request waits. With `sliceMs` 0 every request starts at once.
 */
export function createRequestAdmission(
  sliceMs: number,
): (request: IncomingMessage, response: ServerResponse, handle: () => void) => void {
  if (sliceMs <= 0) return (_request, _response, handle) => handle();
  const gate = createTurnGate({ sliceMs, now: () => performance.now(), nextTurn: setImmediate });
  return (request, _response, handle) =>
    gate.admit(() => {
      // A client that hung up while its request waited gets nothing: Next would only read an aborted body.
      if (request.socket?.destroyed) return;
      handle();
    });
}
