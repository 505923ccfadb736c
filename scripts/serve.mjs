// The shop's production server: Next's custom server as Next documents it
// (https://nextjs.org/docs/app/guides/custom-server), so the shop's own request code runs before
// Next's handler for every request, with the socket in hand (ADR 0025).
//
//   node scripts/serve.mjs [dir] [-p port] [-H hostname]
//
// Same arguments as `next start`; the folder defaults to the working directory. The pid is the
// server itself, so stopping it stops the server.
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import compression from "compression";

const { values, positionals } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: "3000" },
    hostname: { type: "string", short: "H", default: "0.0.0.0" },
  },
  allowPositionals: true,
});
const dir = path.resolve(positionals[0] ?? ".");
const port = Number(values.port);
const { hostname } = values;

// Next's own flags, as its `next start` command sets them: a custom server serves a production
// build, and instrumentation.ts starts the shop only when NEXT_RUNTIME says Node.js.
process.env.NODE_ENV = "production";
process.env.NEXT_RUNTIME = "nodejs";
// As `next start` does once it listens: the page invalidation asks this server over loopback on
// PORT (src/server/env.ts selfOrigin); it retries until the port is open.
process.env.PORT = String(port);

/** How long start-up may take (migrations on a slow database) before the server gives up. */
const START_UP_TIMEOUT_MS = 120_000;

// Start-up (src/server/start-up.ts, from instrumentation.ts's register()) hands its request hooks
// here (src/server/http/server-hooks.ts).
/** @type {Promise<{ stamp: (req: http.IncomingMessage, res: http.ServerResponse) => void, admit: (req: http.IncomingMessage, res: http.ServerResponse, handle: () => void) => void, route: (req: http.IncomingMessage) => Promise<void> | undefined }>} */
const started = new Promise((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error(`The shop's start-up did not finish within ${START_UP_TIMEOUT_MS / 1000} s: not serving.`)),
    START_UP_TIMEOUT_MS,
  );
  globalThis[Symbol.for("runeforge.serverHooks")] = (hooks) => {
    clearTimeout(timer);
    resolve(hooks);
  };
});

// The `next` of the served folder, so a copy of the project is served by the Next it was built with.
const next = createRequire(path.join(dir, "package.json"))("next");
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// Brotli where the browser takes it, gzip otherwise, in place of Next's gzip-only compression
// (next.config.ts `compress: false`). With the stylesheet inlined, Next writes the CSS into the
// document three times (ADR 0035), 60 kB apart: gzip's 32 kB window cannot see one copy from the
// next and sends each in full, brotli's 4 MB window sends it once (docs/adr/0036-brotli.md).
// Quality 5, not the library's 4: the documents 9 % smaller and the scripts 6 % (the window's far
// copies are found from 5 on) for about a fifth more of the compressor's time, a few milliseconds
// an answer (docs/adr/0036-brotli.md). Streams marked no-transform (the live feeds) are left
// alone, and Next flushes each streamed chunk.
const BROTLI_QUALITY = 5;
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
// In production `prepare()` resolves before Next has run register() (next.js leaves the server to
// prepare itself), so the port opens only once start-up has validated the configuration, migrated
// the database and handed over the hooks: no request is ever served unstamped or ungated.
const hooks = await started.catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const server = http.createServer((request, response) => {
  hooks.stamp(request, response);
  hooks.admit(request, response, () => {
    const run = () =>
      compress(request, response, () =>
        handle(request, response).catch((error) => {
          // Next answers its own errors; this is only what escaped it.
          console.error(error);
          if (!response.headersSent) response.statusCode = 500;
          response.end();
        }),
      );
    // Only a private link's page waits for its read (the 404 page when it opens nothing); it never rejects.
    const routing = hooks.route(request);
    if (routing === undefined) run();
    else routing.then(run);
  });
});
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname}:${port}`);
});

// As `next start`: a signal ends the process with the signal's code (128 + its number), so a
// supervisor sees a signal, not a crash. Nothing is lost (docs/operations.md, Shutdown).
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
for (const [signal, code] of Object.entries(SIGNAL_EXIT_CODES)) {
  process.on(signal, () => {
    server.close();
    process.exit(code);
  });
}
