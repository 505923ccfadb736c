import { z } from "zod";

/*
 * One declaration per route of the shop's own API: the route handler parses its request with
 * `request` and types its answer with `response`; the browser (src/features/network/call-api.ts)
 * types what it sends with the request's input and parses the answer with `response`. Nothing here
 * may import server code: both sides load these modules.
 */

/** The one error model of every route (src/server/http/errors.ts): a `type:surface` code and a safe message. */
export const apiErrorSchema = z.object({ code: z.string().min(1), message: z.string() });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A route's two schemas; where it lives and how it is called is its ApiRoute (api-routes.ts). */
export type ApiContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  request: Req;
  response: Res;
};

/**
 * How the browser calls a route. The schemas come through `load` (a dynamic import), so zod and
 * the schemas (~30 kB gzipped) are fetched while the first request is on its way instead of with
 * every page: the first-load budget of docs/benchmarks.md (zod left the page bundles for it).
 * `retry`: whether a call that failed on the network or at a gateway may be sent again; false
 * where a repeat could do the work twice (placing an order).
 */
export type ApiRoute<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  method: "GET" | "POST";
  path: string;
  retry: boolean;
  load: () => Promise<ApiContract<Req, Res>>;
};

export function defineContract<Req extends z.ZodType, Res extends z.ZodType>(
  contract: ApiContract<Req, Res>,
): ApiContract<Req, Res> {
  return contract;
}
