import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local stand-in for a Discord webhook: it keeps every request it is sent (path, headers, raw
 * body) and answers each with the next scripted answer, or 204 as Discord does for a post made
 * without ?wait=true. Loopback only, so the shop's rule for webhook addresses accepts it over http.
 */

export type DiscordRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type ScriptedAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

export type DiscordStandIn = {
  /** A webhook address on the stand-in, shaped like Discord's. */
  url: string;
  requests: DiscordRequest[];
  /** Answers for the next requests, in order; 204 once they are used up. */
  answerNext: (...answers: ScriptedAnswer[]) => void;
  close: () => Promise<void>;
};

export async function startDiscordStandIn(): Promise<DiscordStandIn> {
  const requests: DiscordRequest[] = [];
  const script: ScriptedAnswer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const answer = script.shift() ?? { status: 204 };
      const body = answer.body === undefined ? "" : JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        ...(body ? { "content-type": "application/json" } : {}),
        ...answer.headers,
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/1234567890123456789/stand-in-token_abcdefghijklmnop`,
    requests,
    answerNext: (...answers) => script.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
