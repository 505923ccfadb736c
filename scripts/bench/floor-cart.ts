// Floor for POST /api/cart/saveCartData: a plain node:http handler doing the same checks (content
// type, size, JSON, the route's own zod schema) and the same upsert through the same database
// layer (src/server/db), without Next.js. Run with tsx and `--conditions=react-server`, which
// makes `server-only` an empty module, as it is inside the server build.
//
// Usage: DATABASE_URL=... tsx --conditions=react-server scripts/bench/floor-cart.ts  (prints "listening PORT")

import http from "node:http";
import { SAVE_CART_MAX_BYTES, saveCartDataRequestSchema } from "@/domain/api/save-cart-data";
import { saveCart } from "@/server/carts/saved-carts";
import { closeDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";

function send(response: http.ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  response.end(body);
}

async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  if (request.method !== "POST" || request.url !== "/api/cart/saveCartData") {
    send(response, 404, { code: "not_found:cart", message: "Not found." });
    return;
  }
  if (!/^application\/json\b/i.test(request.headers["content-type"] ?? "")) {
    send(response, 415, { code: "unsupported_media_type:cart", message: "Send the request body as application/json." });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    chunks.push(chunk as Buffer);
  }
  if (size > SAVE_CART_MAX_BYTES) {
    send(response, 413, { code: "payload_too_large:cart", message: "Too large." });
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    send(response, 400, { code: "bad_request:cart", message: "The request body is not valid JSON." });
    return;
  }
  const result = saveCartDataRequestSchema.safeParse(json);
  if (!result.success) {
    send(response, 400, { code: "bad_request:cart", message: "Invalid request." });
    return;
  }
  const body = result.data;
  await saveCart({ uuid: body.uuid, items: body.cart, email: body.email, now: new Date() });
  send(response, 200, { ok: true, uuid: body.uuid, lines: body.cart.length });
}

await ensureDatabaseReady();
const server = http.createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { code: "internal:cart", message: "Something went wrong." });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => {
      void closeDatabase().finally(() => process.exit(0));
    });
  });
}
