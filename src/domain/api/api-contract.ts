import type * as z from "zod/mini";

/*
 * One declaration per route of the shop's own API: the route handler parses its request with
 * `request` and types its answer with `response`; the browser (src/features/network/call-api.ts)
 * types what it sends with the request's input and parses the answer with `response`. Nothing here
 * may import server code: both sides load these modules.
 *
 * The contracts the shop's pages call while they load (the checkout's quote, a stored cart's
 * review, the cart's save), what they share and the error model (api-error.ts) are written with zod/mini:
 * the browser compiles and builds them at a phone's speed, and zod/mini with its schemas took
 * less than half the time of the full API with the same ones (ADR 0040). The server's
 * other contracts keep the full API; the two mix, as both are zod's core. This module holds
 * types and an identity function only, so a contract that imports it loads neither flavour by it.
 */

/** What a schema of either flavour answers when it parses with its own safeParse. */
type SafeParsed<T> = { success: true; data: T } | { success: false; error: z.core.$ZodError };

/** A schema of the full zod API or of zod/mini: each parses with its own safeParse. */
export interface Schema<Output = unknown, Input = unknown> extends z.core.$ZodType<Output, Input> {
  safeParse(data: unknown): SafeParsed<z.output<this>>;
}

/** A route's two schemas; where it lives and how it is called is its ApiRoute (api-routes.ts). */
export type ApiContract<Req extends Schema = Schema, Res extends Schema = Schema> = {
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
export type ApiRoute<Req extends Schema = Schema, Res extends Schema = Schema> = {
  method: "GET" | "POST";
  path: string;
  retry: boolean;
  load: () => Promise<ApiContract<Req, Res>>;
};

export function defineContract<Req extends Schema, Res extends Schema>(
  contract: ApiContract<Req, Res>,
): ApiContract<Req, Res> {
  return contract;
}
