import "server-only";
import { methodNotAllowed, withErrorHandling } from "./errors";

/*
 * How every API route file says what it serves, in one line:
 *
 *   export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("cart", { POST: handler });
 *
 * Each served handler runs inside the error model (every failure leaves as `{ code, message }`);
 * every other method answers the JSON 405 with an Allow header, because Next's own 405 has no
 * body. Next finds a route's methods by their export names, so all five are exported each time.
 * The admin routes reach this through adminRoute (src/server/admin/admin-route.ts).
 */

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A route handler; `C` is the second argument Next passes (the dynamic segments as a promise). */
export type RouteHandler<C = unknown> = (request: Request, context: C) => Promise<Response> | Response;

/** All five methods of a route: the served ones wrapped in the error model, the rest the JSON 405. */
export function routeMethods<C = unknown>(
  surface: string,
  served: Partial<Record<HttpMethod, RouteHandler<C>>>,
): Record<HttpMethod, RouteHandler<C>> {
  const allow = HTTP_METHODS.filter((method) => served[method]).join(", ");
  const refuse = methodNotAllowed(allow, surface);
  const entry = (method: HttpMethod): RouteHandler<C> => {
    const handler = served[method];
    return handler ? withErrorHandling(surface, handler) : refuse;
  };
  return { GET: entry("GET"), POST: entry("POST"), PUT: entry("PUT"), PATCH: entry("PATCH"), DELETE: entry("DELETE") };
}
