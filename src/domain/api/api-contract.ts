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

/**
 * `retry`: whether a call that failed on the network or at a gateway may be sent again. True for
 * calls that are safe to repeat; false where a repeat could do the work twice (placing an order).
 */
export type ApiContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  method: "GET" | "POST";
  path: string;
  request: Req;
  response: Res;
  retry: boolean;
};

/** What a caller sends: the request schema's input (before trimming and other transforms). */
export type ApiRequest<C extends ApiContract> = z.input<C["request"]>;

/** What a caller gets back once the answer passed the response schema. */
export type ApiResponse<C extends ApiContract> = z.infer<C["response"]>;

export function defineContract<Req extends z.ZodType, Res extends z.ZodType>(
  contract: ApiContract<Req, Res>,
): ApiContract<Req, Res> {
  return contract;
}
