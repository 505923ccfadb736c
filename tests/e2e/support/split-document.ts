import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { freePort } from "./server";

/**
 * A front for the test server that sends one page's HTML in two parts, `pauseMs` apart, cut just
 * before `cutBefore`; everything else passes through whole. A slow link delivers a document in
 * pieces like this, and the browser paints what it has parsed while it waits: a layout that
 * depends on the part still to come (a footer's height, say) is drawn, then moves.
 */
export async function splitDocumentFront(
  target: string,
  page: { path: string; cutBefore: string; pauseMs: number },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    // A failed pass-through is the browser's 502, not an unhandled rejection in the runner.
    pass(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  const pass = async (request: IncomingMessage, response: ServerResponse) => {
    const upstream = await fetch(new URL(request.url ?? "/", target), {
      method: request.method,
      headers: { accept: request.headers.accept ?? "*/*" },
      redirect: "manual",
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = request.url === page.path ? body.indexOf(page.cutBefore) : -1;
    if (cut < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, cut));
    await new Promise((resume) => setTimeout(resume, page.pauseMs));
    response.end(body.subarray(cut));
  };
  const port = await freePort();
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
