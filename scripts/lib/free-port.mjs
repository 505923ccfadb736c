// @ts-check
import { readFileSync } from "node:fs";
import net from "node:net";

/*
 * Why not simply the port the OS picks (listen on 0): that port comes from the kernel's ephemeral
 * range, the range it also draws the source port of every outgoing connection from. A test that
 * knocks on a server's port before the server listens (start-up, health polling) makes thousands of
 * connections; when one of them is given the server's port as its own source port, Linux joins the
 * socket to itself (TCP simultaneous open) and the client reads its own request back as the answer:
 * "Parse Error: Expected HTTP/" with "GET /api/health HTTP/1.1" as the bytes received (seen in
 * tests/resilience/start-up.resilience.ts, 2 runs in 22). A port below the ephemeral range is never
 * a source port, so the knocking can only be refused or answered by the server.
 */

/** The lowest port tried: above the well-known and the usual service ports. */
const LOWEST = 20_000;
const TRIES = 200;

/**
 * The kernel's ephemeral range, as Linux says it; null where it cannot be read.
 * @param {string} [text] the file's text, for tests
 * @returns {{ low: number; high: number } | null}
 */
export function ephemeralRange(text) {
  let source = text;
  if (source === undefined) {
    try {
      source = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8");
    } catch {
      return null;
    }
  }
  const [low, high] = source.trim().split(/\s+/).map(Number);
  if (low === undefined || high === undefined || !Number.isInteger(low) || !Number.isInteger(high)) return null;
  if (low < 1 || high < low) return null;
  return { low, high };
}

/**
 * Where to look: below the ephemeral range when there is room there, else null (the OS picks).
 * @param {{ low: number; high: number } | null} range
 * @returns {{ from: number; to: number } | null}
 */
export function searchRange(range) {
  if (range === null || range.low - 1 - LOWEST < 1_000) return null;
  return { from: LOWEST, to: range.low - 1 };
}

/**
 * Whether `port` can be listened on at 127.0.0.1 right now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * The port the OS picks on 127.0.0.1.
 * @returns {Promise<number>}
 */
function osPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/**
 * A TCP port free on 127.0.0.1 right now, for a server about to be started: a random one below the
 * kernel's ephemeral range (see above), or the OS's pick where that range is unknown or full.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const range = searchRange(ephemeralRange());
  if (range === null) return osPort();
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const port = range.from + Math.floor(Math.random() * (range.to - range.from + 1));
    if (await canListen(port)) return port;
  }
  return osPort();
}
