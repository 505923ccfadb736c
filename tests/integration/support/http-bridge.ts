import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A plain Node HTTP server in front of route handlers, so a test reaches them over a real socket
 * from a chosen loopback address (127.0.0.2, 127.0.0.3, …: Linux routes all of 127/8 to lo). The
 * handlers see the request as Next hands it to them: the URL, the method, the headers (after
 * the request stamp, which the bridge's listener runs first as the shop's server does) and the body.
 */

type Handler = (request: Request, context: unknown) => Response | Promise<Response>;

export type Bridge = { port: number; close: () => Promise<void> };

export async function serveHandlers(
  handlers: Record<string, Handler>,
  stamp?: (incoming: IncomingMessage, outgoing: ServerResponse) => void,
): Promise<Bridge> {
  const server = createServer(async (incoming, outgoing) => {
    stamp?.(incoming, outgoing);
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? "127.0.0.1"}`);
    const handler = handlers[url.pathname];
    if (!handler) {
      outgoing.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const method = incoming.method ?? "GET";
    const body = method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks);
    const response = await handler(new Request(url, { method, headers, body }), undefined);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BridgeResponse = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request over a new connection whose source address is `from` (a loopback address). */
export function sendFrom(
  from: string,
  bridge: Bridge,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<BridgeResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: bridge.port,
        path,
        method: init.method ?? "POST",
        localAddress: from,
        agent: false,
        headers: init.headers,
      },
      (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => {
          body += chunk;
        });
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}
