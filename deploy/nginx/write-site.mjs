#!/usr/bin/env node
// @ts-check
// Writes what deploy/nginx/runeforge.conf leaves to each machine (the cache folder, the app
// instances, the listening port) plus a main nginx.conf that includes runeforge.conf from the
// repository as it is, so a local run uses the very file production uses:
//
//   node deploy/nginx/write-site.mjs --dir=/tmp/front --listen=8080 --upstream=127.0.0.1:3000 [--upstream=…]
//   nginx -p /tmp/front -c /tmp/front/nginx.conf        # foreground (daemon off); Ctrl-C stops it
//
// In production, write the three files under /etc/nginx/runeforge/ by hand instead (listen.conf
// with `listen 443 ssl http2;` and the certificate lines) and include runeforge.conf from the
// distribution's nginx.conf.

import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RUNEFORGE_CONF = path.join(path.dirname(fileURLToPath(import.meta.url)), "runeforge.conf");

/**
 * @param {{ dir: string, listen: number, upstreams: string[], workers?: number }} site
 * @returns {{ conf: string, prefix: string }} the main configuration file and nginx's prefix (-p)
 */
export function writeNginxSite({ dir, listen, upstreams, workers = 1 }) {
  if (upstreams.length === 0) throw new Error("at least one upstream (host:port) is needed");
  for (const upstream of upstreams) {
    // Written into the configuration as is: anything but host:port would be a directive.
    if (!/^[\w.-]+:\d+$|^\[[\da-f:]+\]:\d+$/i.test(upstream)) throw new Error(`not host:port: ${upstream}`);
  }
  if (!Number.isInteger(listen) || listen < 1 || listen > 65_535) throw new Error(`not a port: ${listen}`);
  const site = path.join(dir, "runeforge");
  const temp = path.join(dir, "temp");
  for (const folder of [site, temp, path.join(dir, "cache")]) mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(site, "cache.conf"),
    `proxy_cache_path ${path.join(dir, "cache")} levels=1:2 keys_zone=runeforge:10m max_size=256m inactive=10m use_temp_path=off;\n`,
  );
  writeFileSync(
    path.join(site, "upstream.conf"),
    upstreams.map((upstream) => `server ${upstream} max_fails=3 fail_timeout=10s;\n`).join(""),
  );
  writeFileSync(path.join(site, "listen.conf"), `listen 127.0.0.1:${listen};\n`);
  // Run as root (containers, CI), the workers would drop to `nobody`, who cannot write the cache.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : "";
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `${user}worker_processes ${workers};
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${path.join(temp, "body")};
    proxy_temp_path ${path.join(temp, "proxy")};
    fastcgi_temp_path ${path.join(temp, "fastcgi")};
    uwsgi_temp_path ${path.join(temp, "uwsgi")};
    scgi_temp_path ${path.join(temp, "scgi")};
    include ${RUNEFORGE_CONF};
}
`,
  );
  return { conf, prefix: dir };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  /** @type {{ dir?: string, listen?: number, upstreams: string[] }} */
  const args = { upstreams: [] };
  for (const arg of process.argv.slice(2)) {
    if (arg.startsWith("--dir=")) args.dir = path.resolve(arg.slice(6));
    else if (arg.startsWith("--listen=")) args.listen = Number(arg.slice(9));
    else if (arg.startsWith("--upstream=")) args.upstreams.push(arg.slice(11));
    else {
      console.error(`unknown argument: ${arg}`);
      process.exit(2);
    }
  }
  if (!args.dir || !args.listen) {
    console.error("usage: write-site.mjs --dir=DIR --listen=PORT --upstream=HOST:PORT [--upstream=…]");
    process.exit(2);
  }
  const { conf, prefix } = writeNginxSite({ dir: args.dir, listen: args.listen, upstreams: args.upstreams });
  console.log(`nginx -p ${prefix} -c ${conf}`);
}
