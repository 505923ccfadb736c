import { beforeAll, describe, expect, it, vi } from "vitest";
import { decodePathSegment } from "@/domain/http/percent-encoding";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { type DynamicApiRoute, dynamicApiRoutes } from "../support/admin-route-files";
import { ADMIN_ORIGIN, aal2SessionToken, enrolOperator } from "./support/admin-session";

/*
 * Issue 38 item 7: malformed escapes in every dynamic segment of every API route, with every
 * method the route file exports, the back office's with an aal2 session (so the request gets past
 * the guard to the code that reads the segment). The routes are read from src/app/api, so a new
 * route is covered without being listed. Next decodes a segment once before the handler sees it
 * (a segment that does not decode never reaches a handler: the request stamp answers 404), so each
 * handler is given both the raw text and its decoded form: `%25` reaches a handler as `%`. Every
 * answer is a 4xx or a success, never a 5xx, and every 4xx is JSON `{ code, message }`.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const dialect = process.env.TEST_DB ?? "sqlite";

const MALFORMED = [
  "%",
  "%2",
  "%25",
  "%zz",
  "%C3%28",
  "%00",
  "%2F",
  "%E0%A4%A",
  `${"%25".repeat(700)}x`,
  "a".repeat(5_000),
];

/** What a handler may be given for a raw segment: the text itself and, where it decodes, what Next passes. */
function paramValues(raw: string): string[] {
  const decoded = decodePathSegment(raw);
  return [...new Set(decoded === null ? [raw] : [raw, decoded])];
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

let adminCookie = "";

beforeAll(async () => {
  await ensureDatabaseReady();
  adminCookie = `__Host-rf-operator=${await aal2SessionToken(await enrolOperator())}`;
});

/** A same-site JSON request; the back office's with an aal2 session. */
function headersOf(route: DynamicApiRoute): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: ADMIN_ORIGIN,
    "x-forwarded-for": "198.51.100.38",
  };
  if (route.path.startsWith("/api/admin/")) headers.cookie = adminCookie;
  return headers;
}

/** One request with `value` in segment `fuzzed` (the others hold a harmless "x"); the answer's status and body. */
async function send(
  route: DynamicApiRoute,
  method: string,
  handler: Handler,
  fuzzed: string,
  raw: string,
  value: string,
) {
  const params: Record<string, string | string[]> = {};
  let path = route.path;
  for (const segment of route.segments) {
    const text = segment.name === fuzzed ? value : "x";
    params[segment.name] = segment.catchAll ? [text] : text;
    path = path.replace(/\[[^\]]+\]/, segment.name === fuzzed ? raw : "x");
  }
  const response = await handler(
    new Request(`${ADMIN_ORIGIN}${path}?k=x`, {
      method,
      headers: headersOf(route),
      body: method === "GET" ? undefined : "{}",
    }),
    { params: Promise.resolve(params) },
  );
  const type = response.headers.get("content-type") ?? "";
  // A success (a stream, say) is read no further.
  if (response.status < 400) {
    await response.body?.cancel();
    return { status: response.status, type, body: "" };
  }
  return { status: response.status, type, body: await response.text() };
}

describe(`malformed escapes in every dynamic segment of every API route on ${dialect}`, () => {
  const routes = dynamicApiRoutes();

  it("finds the dynamic routes", () => {
    expect(routes.map((route) => route.path)).toContain("/api/admin/promotions/[id]");
    expect(routes.map((route) => route.path)).toContain("/api/orders/[reference]");
  });

  for (const route of routes) {
    it(`${route.path}: no 5xx, every refusal JSON { code, message }`, async () => {
      const module = (await import(/* @vite-ignore */ route.file)) as Partial<Record<string, Handler>>;
      const methods = METHODS.filter((method) => typeof module[method] === "function");
      expect(methods.length, `${route.path} exports no method`).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const method of methods) {
        for (const segment of route.segments) {
          for (const raw of MALFORMED) {
            for (const value of paramValues(raw)) {
              const answer = await send(route, method, module[method] as Handler, segment.name, raw, value);
              const label = `${method} ${route.path} with ${segment.name}=${JSON.stringify(value.slice(0, 30))} → ${answer.status}`;
              if (answer.status >= 500) failures.push(`${label}: ${answer.body.slice(0, 200)}`);
              // The session must get the request past the guard, or the segment is never read.
              else if (headersOf(route).cookie && [401, 403].includes(answer.status))
                failures.push(`${label}: the guard`);
              else if (answer.status >= 400) {
                const json = /^application\/json/.test(answer.type) ? (JSON.parse(answer.body) as unknown) : null;
                const ok =
                  json !== null &&
                  typeof json === "object" &&
                  /^[a-z_]+:[a-z_-]+$/.test(String((json as { code?: unknown }).code)) &&
                  typeof (json as { message?: unknown }).message === "string";
                if (!ok) failures.push(`${label}: not a JSON { code, message }: ${answer.body.slice(0, 200)}`);
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 60_000);
  }
});
