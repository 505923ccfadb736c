import type { z } from "zod";
import type { ApiRoute, Schema } from "@/domain/api/api-contract";
import type { ApiResult, CallOptions } from "./call-api";
import { NETWORK_MESSAGE } from "./network-messages";

/*
 * callApi for an island whose first load should not carry it: the API client and the route's
 * module (a route table is one module, every route and contract loader in it) are imported with
 * the first call, not with the page. The request then waits for that chunk once, as the schemas
 * already load beside every request (src/domain/api/api-contract.ts).
 */

/**
 * Loads the client and the route, then calls it; a chunk that cannot be fetched is a network
 * failure, as a request that never got an answer.
 */
export async function callApiLater<Req extends Schema, Res extends Schema>(
  route: () => Promise<ApiRoute<Req, Res>>,
  input: z.input<Req>,
  options: CallOptions = {},
): Promise<ApiResult<z.output<Res>>> {
  let loaded: [typeof import("./call-api"), ApiRoute<Req, Res>];
  try {
    loaded = await Promise.all([import("./call-api"), route()]);
  } catch {
    return { ok: false, error: { kind: "network", message: NETWORK_MESSAGE } };
  }
  const [{ callApi }, apiRoute] = loaded;
  return callApi(apiRoute, input, options);
}
