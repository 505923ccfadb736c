import "server-only";
import { AppError } from "../http/errors";

/*
 * Shared answers of the admin auth routes. Every admin response also gets `Cache-Control:
 * no-store` and `X-Robots-Tag: noindex` from the request stamp (src/server/http/request-stamp.ts);
 * the JSON answers set no-store here too, so a proxy that drops the stamp's headers still caches
 * nothing.
 */

export const NO_STORE = { "cache-control": "no-store" } as const;

export function adminJson(body: unknown, ...setCookies: string[]): Response {
  const headers = new Headers(NO_STORE);
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return Response.json(body, { headers });
}

export function throttled(surface: string, retryAfterSeconds: number): AppError {
  return new AppError(
    `rate_limited:${surface}`,
    `Too many failed attempts. Wait ${retryAfterSeconds} seconds, then try again.`,
    { headers: { "retry-after": String(retryAfterSeconds), ...NO_STORE } },
  );
}
