import "server-only";
import {
  classifyDiscordStatus,
  type DiscordAnswer,
  discordBucketWaitMs,
  discordRetryAfterMs,
} from "@/domain/notifications/discord-webhook";

/*
 * Posts one outbox row's JSON to the shop's Discord webhook and says what came of it. Nothing it
 * returns or throws carries the address: the address is the webhook's credential, so an error is
 * described by its status or its network code only.
 */

/** The longest one post may take, the Discord counterpart of SMTP_SEND_WORST_CASE_MS for the lease check. */
export const DISCORD_POST_TIMEOUT_MS = 10_000;

export type DiscordWebhook = { post(payload: string): Promise<DiscordAnswer> };

export function createDiscordWebhook(url: string, timeoutMs = DISCORD_POST_TIMEOUT_MS): DiscordWebhook {
  return {
    async post(payload) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: payload,
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { kind: "retry", error: networkError(error) };
      }
      const text = await response.text().catch(() => "");
      const kind = classifyDiscordStatus(response.status);
      if (kind === "sent") {
        const headers = response.headers;
        return {
          kind,
          nextPostAfterMs: discordBucketWaitMs(
            headers.get("x-ratelimit-remaining"),
            headers.get("x-ratelimit-reset-after"),
          ),
        };
      }
      if (kind === "rate-limited") {
        return {
          kind,
          status: response.status,
          retryAfterMs: discordRetryAfterMs(parseJson(text), response.headers.get("retry-after")),
        };
      }
      const error = `Discord answered ${response.status}: ${describeBody(text)}`;
      return kind === "retry" ? { kind, error } : { kind: "refused", status: response.status, error };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Discord's own error text ({"message": …, "code": …}); never the request. */
function describeBody(text: string): string {
  const body = parseJson(text);
  if (typeof body === "object" && body !== null && "message" in body) {
    const code = "code" in body ? ` (code ${String(body.code)})` : "";
    return `${String(body.message).slice(0, 200)}${code}`;
  }
  return "no error message";
}

/** "timeout", or the socket's code (ECONNREFUSED…): fetch's own message may quote the address. */
function networkError(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "Discord post timed out";
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === "string" ? cause.code : "network error";
  return `Discord post failed: ${code}`;
}
