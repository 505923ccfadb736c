// @ts-check
// Floor for a page: a plain node:http server answering every request with the same HTML bytes
// the shop served (fetched once by the bench). What the shop adds on top is routing, rendering
// and headers; this is what "just sending the page" costs on the same machine.
//
// Usage: node scripts/bench/floor-static.mjs FILE   (prints "listening PORT")

import { readFileSync } from "node:fs";
import http from "node:http";

const file = process.argv[2];
if (!file) {
  console.error("usage: floor-static.mjs FILE");
  process.exit(2);
}
const body = readFileSync(file);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.byteLength });
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
