import "server-only";
import type { z } from "zod";
import { isCrossSiteRequest } from "@/domain/http/cross-site";
import { hitRateLimit } from "../db/queries/rate-limits";
import { env } from "../env";
import { clientKey } from "./client-key";
import { AppError } from "./errors";
import { parseJsonBody, readBodyText, requireJsonContentType } from "./parse-body";

/*
 * The one gate in front of every state-changing route handler, in this order:
 *   1. cross-site (CSRF): 403 `forbidden:<surface>` unless the route is a webhook;
 *   2. rate limit per client in the database: 429 `rate_limited:<surface>` with Retry-After;
 *   3. content type: 415 unless application/json;
 *   4. body cap: 413, from Content-Length and then by counting the streamed bytes;
 *   5. JSON and a strict zod schema: 400 `bad_request:<surface>`.
 * The rate limit is per route and client. It counts refused requests too (a flood of bad bodies
 * is still a flood) and runs before the body is read, so an over-limit client costs one upsert.
 * Nothing else is written before the body has passed its schema. Webhooks skip steps 1 and 2
 * (their signature is the gate; vendors deliver in bursts), and the contact form counts its own
 * limit after step 5, so a visitor's typo never uses one of its few messages up.
 */

export type RateLimitRule = { limit: number; windowSeconds: number };

export type GuardPolicy = {
  surface: string;
  /** Webhooks come from the vendor's servers and rely on their signature instead. */
  crossSite?: "refuse" | "allow";
  /** Defaults to API_RATE_LIMIT per API_RATE_LIMIT_WINDOW_SECONDS; false for routes that count elsewhere. */
  rateLimit?: RateLimitRule | false;
};

/** Hosts this request may legitimately come from: its own Host, the proxy's X-Forwarded-Host, and SITE_URL. */
function ownHosts(request: Request): string[] {
  const hosts = [request.headers.get("host"), request.headers.get("x-forwarded-host")?.split(",")[0]];
  if (URL.canParse(request.url)) hosts.push(new URL(request.url).host);
  hosts.push(new URL(env.SITE_URL).host);
  return hosts.filter((host): host is string => Boolean(host?.trim()));
}

export function refuseCrossSite(request: Request, surface: string): void {
  const crossSite = isCrossSiteRequest({
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    ownHosts: ownHosts(request),
  });
  if (crossSite) throw new AppError(`forbidden:${surface}`, "Requests from other sites are not accepted.");
}

export function apiRateLimit(): RateLimitRule {
  return { limit: env.API_RATE_LIMIT, windowSeconds: env.API_RATE_LIMIT_WINDOW_SECONDS };
}

/**
 * Counts this request against the client's budget in `bucket` (one atomic upsert); 429 with
 * Retry-After, in whole seconds, when over.
 */
export async function enforceRateLimit(
  request: Request,
  options: { bucket: string; surface: string; rule: RateLimitRule; message?: string },
): Promise<void> {
  const check = await hitRateLimit(
    `${options.bucket}:${clientKey(request)}`,
    options.rule.limit,
    options.rule.windowSeconds * 1000,
    Date.now(),
  );
  if (!check.allowed) {
    const message = options.message ?? "Too many requests; please wait a little and try again.";
    throw new AppError(`rate_limited:${options.surface}`, message, {
      headers: { "retry-after": String(check.retryAfterSeconds) },
    });
  }
}

/** One budget per route and client, so a busy cart never uses up the checkout's. */
function routeBucket(request: Request): string {
  const path = URL.canParse(request.url) ? new URL(request.url).pathname : "unknown";
  return `api:${path.slice(0, 100)}`;
}

/** Steps 1 and 2: for every state-changing route, whatever its body. */
export async function guardRequest(request: Request, policy: GuardPolicy): Promise<void> {
  if (policy.crossSite !== "allow") refuseCrossSite(request, policy.surface);
  const rule = policy.rateLimit === undefined ? apiRateLimit() : policy.rateLimit;
  if (rule) await enforceRateLimit(request, { bucket: routeBucket(request), surface: policy.surface, rule });
}

/** All five steps; answers the validated body. */
export async function guardJsonRequest<S extends z.ZodType>(
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
