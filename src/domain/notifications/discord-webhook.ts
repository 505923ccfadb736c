/*
 * The rules for talking to a Discord webhook that need no network: which addresses are accepted,
 * and how long Discord asked us to wait after a 429.
 *
 * An address must be Discord's own webhook path over https: the address is the credential (its
 * token lets anyone post as the shop), so it may only travel encrypted, to Discord. A stand-in for
 * tests is accepted over http only on a loopback address, where the token never leaves the machine;
 * that is the one exception, rather than a flag, so no setting can send the token in the clear.
 */

const DISCORD_HOSTS = new Set([
  "discord.com",
  "ptb.discord.com",
  "canary.discord.com",
  "discordapp.com",
  "ptb.discordapp.com",
  "canary.discordapp.com",
]);

const WEBHOOK_PATH = /^\/api\/(v\d+\/)?webhooks\/\d{5,25}\/[A-Za-z0-9_-]{20,200}\/?$/;

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Why `value` is not an acceptable webhook address, or null when it is. */
export function discordWebhookUrlProblem(value: string): string | null {
  if (!URL.canParse(value)) return "must be a Discord webhook URL (https://discord.com/api/webhooks/ID/TOKEN)";
  const url = new URL(value);
  if (url.username || url.password) return "must not carry a user name or password";
  if ((url.protocol === "http:" || url.protocol === "https:") && isLoopback(url.hostname)) return null;
  if (url.protocol !== "https:") return "must use https (http only on a loopback address, for a local stand-in)";
  if (!DISCORD_HOSTS.has(url.hostname) || !WEBHOOK_PATH.test(url.pathname) || url.port !== "") {
    return "must be a Discord webhook URL (https://discord.com/api/webhooks/ID/TOKEN)";
  }
  return null;
}

/** The longest wait a 429 may impose on one post; a longer answer is taken as this, so a post is never parked for days. */
export const DISCORD_MAX_RETRY_AFTER_MS = 3_600_000;

/**
 * How long to wait after a 429, in ms: the body's `retry_after` (seconds, may be fractional) as
 * Discord documents it, else the Retry-After header (seconds); null when neither says, and the
 * caller falls back to its usual backoff.
 */
export function discordRetryAfterMs(body: unknown, retryAfterHeader: string | null): number | null {
  const fromBody =
    typeof body === "object" && body !== null && "retry_after" in body ? Number(body.retry_after) : Number.NaN;
  const header = retryAfterHeader?.trim() ? Number(retryAfterHeader) : Number.NaN;
  const seconds = Number.isFinite(fromBody) ? fromBody : header;
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(Math.ceil(seconds * 1000), DISCORD_MAX_RETRY_AFTER_MS);
}

/**
 * After a post Discord accepted: how long the next post must wait, in ms, when the answer says the
 * webhook's bucket is empty (X-RateLimit-Remaining 0, X-RateLimit-Reset-After in seconds); 0 when
 * it is not. Waiting then, rather than posting into a 429, is what Discord asks of clients: it bans
 * addresses that keep drawing 429s.
 */
export function discordBucketWaitMs(remainingHeader: string | null, resetAfterHeader: string | null): number {
  if (remainingHeader?.trim() !== "0" || !resetAfterHeader?.trim()) return 0;
  const seconds = Number(resetAfterHeader);
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(Math.ceil(seconds * 1000), DISCORD_MAX_RETRY_AFTER_MS);
}

export type DiscordAnswer =
  | { kind: "sent"; nextPostAfterMs: number }
  | { kind: "rate-limited"; retryAfterMs: number | null; status: number }
  | { kind: "retry"; error: string }
  | { kind: "refused"; status: number; error: string };

/** What a webhook's HTTP status means for the outbox row: sent, wait, retry with backoff, or failed for good. */
export function classifyDiscordStatus(status: number): "sent" | "rate-limited" | "retry" | "refused" {
  if (status >= 200 && status < 300) return "sent";
  if (status === 429) return "rate-limited";
  if (status >= 500 || status === 408) return "retry";
  return "refused";
}
