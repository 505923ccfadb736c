// @ts-check
import { ensureSystemPackages } from "./system-packages.mjs";

/**
 * Debian's nginx, for deploy/nginx/runeforge.conf (the nginx front test, the bench's front part,
 * `npm run cluster`): as root .ci/system-packages installs it when missing (and stops the service
 * the package starts on port 80). Answers the binary's path.
 * @param {(line: string) => void} [log]
 * @returns {Promise<string>}
 */
export async function ensureNginx(log = console.log) {
  await ensureSystemPackages(["nginx"], log);
  return process.env.NGINX_BIN ?? "/usr/sbin/nginx";
}
