import "server-only";
import type { z } from "zod";
import type { Schema } from "@/domain/api/api-contract";
import { isCrossSiteRequest, ownHosts } from "@/domain/http/cross-site";
import { beforeDatabaseCloses } from "../db/database";
import { env } from "../env";
import { log } from "../log";
import { errorMessage } from "../logger";
import { BatchedRateLimiter } from "./batched-rate-limiter";
import { clientKey } from "./client-key";
import { AppError } from "./errors";
import { parseJsonBody, readBodyText, requireJsonContentType } from "./parse-body";
import { addRateLimitHits, hitRateLimit, type RateCheck } from "./rate-limit-store";

/*
 * The one gate in front of every state-changing route handler, in this order:
 *   1. cross-site (CSRF): 403 `forbidden:<surface>` unless the route is a webhook;
 *   2. rate limit per route and client (ADR 0017): 429 `rate_limited:<surface>` with Retry-After;
 *   3. content type: 415 unless application/json;
 *   4. body cap: 413, from Content-Length and then by counting the streamed bytes;
 *   5. JSON and a strict zod schema: 400 `bad_request:<surface>`.
 * The rate limit is per route and client. It counts refused requests too (a flood of bad bodies
 * is still a flood) and runs before the body is read. It is counted in this instance's memory and
 * written to the database in batches (ADR 0017), so a request costs no write of its own; the few
 * low-limit buckets that guard secrets or inboxes (contact, order lookup, order questions) call
 * enforceRateLimit, exact across instances at one upsert each. Nothing else is written before the
 * body has passed its schema. Webhooks skip step 1 and count only what they refuse (their
 * signature is the gate, and a provider's signed retries must never be refused:
 * src/server/payments/webhook-guard.ts), and the contact form counts its own limit after step 5,
 * so a visitor's typo never uses one of its few messages up.
 */

export type RateLimitRule = { limit: number; windowSeconds: number };

export type GuardPolicy = {
  surface: string;
  /** Webhooks come from the vendor's servers and rely on their signature instead. */
  crossSite?: "refuse" | "allow";
  /** Defaults to API_RATE_LIMIT per API_RATE_LIMIT_WINDOW_SECONDS; false for routes that count elsewhere. */
  rateLimit?: RateLimitRule | false;
};

export function refuseCrossSite(request: Request, surface: string): void {
  const crossSite = isCrossSiteRequest({
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    // X-Forwarded-Host counts only behind a proxy of ours (the rule: src/domain/http/cross-site.ts).
    ownHosts: ownHosts({
      siteUrl: env.SITE_URL,
      requestUrl: request.url,
      host: request.headers.get("host"),
      forwardedHost: request.headers.get("x-forwarded-host"),
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    }),
  });
  if (crossSite) throw new AppError(`forbidden:${surface}`, "Requests from other sites are not accepted.");
}

export function apiRateLimit(): RateLimitRule {
  return { limit: env.API_RATE_LIMIT, windowSeconds: env.API_RATE_LIMIT_WINDOW_SECONDS };
}

/**
 * Counts this request against the client's budget in `bucket` (one atomic upsert, exact across
 * instances: for the rare, low-limit buckets); 429 with Retry-After, in whole seconds, when over.
 */
export async function enforceRateLimit(
  request: Request,
  options: { bucket: string; surface: string; rule: RateLimitRule; message?: string; key?: string },
): Promise<void> {
  // The client's address unless the caller counts something else (a chat visitor's secret, hashed).
  const check = await hitRateLimit(
    `${options.bucket}:${options.key ?? clientKey(request)}`,
    options.rule.limit,
    options.rule.windowSeconds * 1000,
    Date.now(),
  );
  refuseOverLimit(check, options.surface, options.message);
}

function refuseOverLimit(
  check: RateCheck,
  surface: string,
  message = "Too many requests; please wait a little and try again.",
): void {
  if (!check.allowed) {
    throw new AppError(`rate_limited:${surface}`, message, {
      headers: { "retry-after": String(check.retryAfterSeconds) },
    });
  }
}

/** One per process: the API limit's counts in memory, written to the database in batches (ADR 0017). */
const apiLimiter = new BatchedRateLimiter({
  write: addRateLimitHits,
  onWriteProblem: ({ failing, error }) => {
    // No key: keys hold client addresses. Counting goes on per instance until a write works again.
    if (failing)
      log.warn(
        { code: "rate_limit:write_failed", reason: errorMessage(error) },
        "rate-limit counts not written; limiting per instance meanwhile",
      );
    else log.info({ code: "rate_limit:write_recovered" }, "rate-limit counts written again");
  },
});

// Counts still in memory are written while the database is open, and no timer writes after it closed.
beforeDatabaseCloses(async () => {
  apiLimiter.stop();
  await apiLimiter.flush();
  apiLimiter.stop();
});

/** The API limit: per route and client, counted in memory, 429 with Retry-After when over. */
async function enforceApiRateLimit(request: Request, surface: string, rule: RateLimitRule): Promise<void> {
  const check = await apiLimiter.hit(`${routeBucket(request)}:${clientKey(request)}`, windowRule(rule));
  refuseOverLimit(check, surface);
}

/**
 * For routes that count only the requests they refuse (signed webhooks: src/server/payments/
 * webhook-guard.ts): 429 with Retry-After once this client's refusals on this route reach
 * API_RATE_LIMIT in the window. Counts nothing itself.
 */
export function refuseOverRefusalLimit(request: Request, surface: string): void {
  refuseOverLimit(apiLimiter.peek(refusalKey(request), windowRule(apiRateLimit())), surface);
}

/** Counts one refused request against this client's refusals on this route (see refuseOverRefusalLimit). */
export async function countRefusal(request: Request): Promise<void> {
  await apiLimiter.hit(refusalKey(request), windowRule(apiRateLimit()));
}

function refusalKey(request: Request): string {
  return `refused:${routeBucket(request)}:${clientKey(request)}`;
}

function windowRule(rule: RateLimitRule): { limit: number; windowMs: number } {
  return { limit: rule.limit, windowMs: rule.windowSeconds * 1000 };
}

/** One budget per route and client, so a busy cart never uses up the checkout's. */
function routeBucket(request: Request): string {
  const path = URL.canParse(request.url) ? new URL(request.url).pathname : "unknown";
  return `api:${path.slice(0, 100)}`;
}

/**
 * Step 2 alone, for GET routes that hold a resource for long (event streams): no origin check, as
 * a GET changes nothing, but each open costs a database read and a slot (stream-limits.ts).
 */
export async function guardHeldGet(request: Request, surface: string): Promise<void> {
  await enforceApiRateLimit(request, surface, apiRateLimit());
}

/** Steps 1 and 2: for every state-changing route, whatever its body. */
export async function guardRequest(request: Request, policy: GuardPolicy): Promise<void> {
  if (policy.crossSite !== "allow") refuseCrossSite(request, policy.surface);
  const rule = policy.rateLimit === undefined ? apiRateLimit() : policy.rateLimit;
  if (rule) await enforceApiRateLimit(request, policy.surface, rule);
}

/** All five steps; answers the validated body. */
export async function guardJsonRequest<S extends Schema>(
  request: Request,
  schema: S,
  policy: GuardPolicy & { maxBytes: number },
): Promise<z.infer<S>> {
  await guardRequest(request, policy);
  return parseJsonBody(request, schema, policy.surface, policy.maxBytes);
}

/** For signed webhooks: steps 1 to 4, and the raw text, which the signature covers byte for byte. */
export async function guardRawJsonRequest(
  request: Request,
  policy: GuardPolicy & { maxBytes: number },
): Promise<string> {
  await guardRequest(request, policy);
  requireJsonContentType(request, policy.surface);
  return readBodyText(request, policy.surface, policy.maxBytes);
}
