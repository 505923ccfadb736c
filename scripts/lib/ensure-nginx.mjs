// @ts-check
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall } from "./ensure-chromium.mjs";

/**
 * Debian's nginx, for deploy/nginx/runeforge.conf (the nginx front test, the bench's front part,
 * `npm run cluster`): as root it is installed when missing, like PostgreSQL and Chromium, and the
 * service the package starts on port 80 is stopped again. Answers the binary's path.
 * @param {(line: string) => void} [log]
 * @returns {Promise<string>}
 */
export async function ensureNginx(log = console.log) {
  const nginx = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
  if (existsSync(nginx)) return nginx;
  if (process.getuid?.() !== 0) {
    throw new Error(`${nginx} not found: install it with \`apt-get install -y nginx\` (as root), or set NGINX_BIN`);
  }
  log("nginx not found; installing nginx with apt-get…");
  await aptInstall(["nginx"]);
  await new Promise((resolve) => {
    spawn("service", ["nginx", "stop"], { stdio: "ignore" }).on("close", resolve).on("error", resolve);
  });
  return nginx;
}
