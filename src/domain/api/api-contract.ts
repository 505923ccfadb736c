import * as z from "./zod-mini";

/*
 * One declaration per route of the shop's own API: the route handler parses its request with
 * `request` and types its answer with `response`; the browser (src/features/network/call-api.ts)
 * types what it sends with the request's input and parses the answer with `response`. Nothing here
 * may import server code: both sides load these modules.
 */

/** The one error model of every route (src/server/http/errors.ts): a `type:surface` code and a safe message. */
export const apiErrorSchema = z.object({ code: z.string().check(z.minLength(1)), message: z.string() });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * How callApi parses an answer with any route's schema (zod's core type has no methods). From here,
 * as call-api.ts ships with every page and this module loads with the first call.
 */
export { safeParse } from "./zod-mini";

/**
 * A route's two schemas; where it lives and how it is called is its ApiRoute (api-routes.ts).
 * Bound by zod's core type, which both the shop's zod/mini schemas and the back office's classic
 * ones (admin-*.ts, not in the shop's budget) are.
 */
export type ApiContract<
  Req extends z.core.$ZodType = z.core.$ZodType,
  Res extends z.core.$ZodType = z.core.$ZodType,
> = {
  request: Req;
  response: Res;
};

/**
 * How the browser calls a route. The schemas come through `load` (a dynamic import), so zod and
 * the schemas (zod/mini: zod-mini.ts says why) are fetched while the first request is on its way
 * instead of with every page: the first-load budget of docs/benchmarks.md (zod left the page bundles for it).
 * `retry`: whether a call that failed on the network or at a gateway may be sent again; false
 * where a repeat could do the work twice (placing an order).
 */
export type ApiRoute<Req extends z.core.$ZodType = z.core.$ZodType, Res extends z.core.$ZodType = z.core.$ZodType> = {
  method: "GET" | "POST";
  path: string;
  retry: boolean;
  load: () => Promise<ApiContract<Req, Res>>;
};

export function defineContract<Req extends z.core.$ZodType, Res extends z.core.$ZodType>(
  contract: ApiContract<Req, Res>,
): ApiContract<Req, Res> {
  return contract;
}
