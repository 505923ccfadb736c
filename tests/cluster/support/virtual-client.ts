import http from "node:http";

/*
 * A visitor of the cluster suite: HTTP/1.1 with keep-alive from its own loopback address
 * (127.x.y.z are all this machine's), so nginx sees one address per visitor and the shop's rate
 * limits count each visitor apart, as they would count real ones (TRUSTED_PROXY_HOPS=1).
 */

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type RequestInit = {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** JSON, sent with its content type. */
  json?: unknown;
  timeoutMs?: number;
};

export class VirtualClient {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();

  constructor(readonly address: string) {
    this.agent = new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 8 });
  }

  /** Sends the cookies this client was given (any host: the cluster is one site), keeps new ones. */
  request(url: string, init: RequestInit = {}): Promise<Answer> {
    const body = init.json === undefined ? undefined : JSON.stringify(init.json);
    const headers: Record<string, string> = { ...init.headers };
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(body));
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method: init.method ?? (body === undefined ? "GET" : "POST"), agent: this.agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            this.keepCookies(response.headers["set-cookie"]);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            });
          });
        },
      );
      request.setTimeout(init.timeoutMs ?? 10_000, () => request.destroy(new Error("timeout")));
      request.on("error", reject);
      request.end(body);
    });
  }

  /**
   * Server-sent events from `url`, each given to `onEvent` as it arrives (with its `id` when it has
   * one); `closed` settles when the stream ends for any reason (the instance died, the server ended
   * it, close()). `extraHeaders`: a reconnection's Last-Event-ID, as a browser's EventSource sends it.
   */
  events(
    url: string,
    onEvent: (event: { event: string; data: string; id?: string }) => void,
    extraHeaders: Record<string, string> = {},
  ): { status: Promise<number>; closed: Promise<void>; close: () => void } {
    let settleStatus: (status: number) => void = () => {};
    const status = new Promise<number>((resolve) => {
      settleStatus = resolve;
    });
    let request: http.ClientRequest | undefined;
    const closed = new Promise<void>((resolve) => {
      const headers: Record<string, string> = { ...extraHeaders, accept: "text/event-stream" };
      if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
      // A connection of its own: a stream holds it for minutes.
      request = http.get(url, { headers, localAddress: this.address, agent: false }, (response) => {
        settleStatus(response.statusCode ?? 0);
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = "message";
            let id: string | undefined;
            const data: string[] = [];
            for (const line of block.split("\n")) {
              if (line.startsWith("event:")) event = line.slice(6).trim();
              else if (line.startsWith("id:")) id = line.slice(3).trim();
              else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0)
              onEvent(id === undefined ? { event, data: data.join("\n") } : { event, data: data.join("\n"), id });
          }
        });
        response.on("close", () => resolve());
        response.on("error", () => resolve());
      });
      request.on("error", () => {
        settleStatus(0);
        resolve();
      });
    });
    return { status, closed, close: () => request?.destroy() };
  }

  close(): void {
    this.agent.destroy();
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = "", ...attributes] = line.split(";");
      const split = pair.indexOf("=");
      if (split <= 0) continue;
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The n-th address of a /16 block of loopback addresses: 127.BLOCK.x.y, never .0 or .255. */
export function loopbackAddress(block: number, n: number): string {
  return `127.${block}.${1 + Math.floor(n / 254)}.${1 + (n % 254)}`;
}
