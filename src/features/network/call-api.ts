import type { z } from "zod";
import type { ApiRoute, Schema } from "@/domain/api/api-contract";
import { fetchWithRetry } from "./fetch-with-retry";
import { NETWORK_MESSAGE } from "./network-messages";

/*
 * The browser's one client for the shop's own API. Every answer is parsed with its route's
 * schema (src/domain/api), so no caller reads a body the server did not promise. The request
 * goes out at once; the schemas load beside it (src/domain/api/api-contract.ts says why). Every failure
 * comes back as a value (only the caller's own abort throws), with the server's `{ code, message }` when it sent one.
 */

export type ApiFailure =
  /** The request never got an answer, after the retries its contract allows. */
  | { kind: "network"; message: string }
  /** The server answered with the one error model; `body` keeps any extra fields (a 409's prices). */
  | { kind: "server"; status: number; code: string; message: string; body: unknown }
  /** An answer that is not what the contract promises (a proxy's HTML page, a changed shape). */
  | { kind: "invalid"; status: number; message: string };

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiFailure };

export type CallOptions = Pick<RequestInit, "cache" | "keepalive" | "signal"> & {
  /** For tests: how the retry waits. */
  sleep?: (ms: number) => Promise<void>;
};

const INVALID_MESSAGE = "The shop sent an answer we could not read. Please try again.";

function requestFor(route: ApiRoute, input: unknown, options: CallOptions): { url: string; init: RequestInit } {
  const { sleep: _sleep, ...extra } = options;
  if (route.method === "GET") {
    const query = new URLSearchParams(Object.entries(input ?? {}).map(([key, value]) => [key, String(value)]));
    const search = query.toString();
    return { url: search ? `${route.path}?${search}` : route.path, init: { method: "GET", ...extra } };
  }
  return {
    url: route.path,
    init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input), ...extra },
  };
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await response.json() };
  } catch {
    return { ok: false };
  }
}

/** Sends `input` to the contract's route and answers its parsed response, or why there is none. */
export async function callApi<Req extends Schema, Res extends Schema>(
  route: ApiRoute<Req, Res>,
  input: z.input<Req>,
  options: CallOptions = {},
): Promise<ApiResult<z.output<Res>>> {
  // zod is told not to use eval before any of these run (src/instrumentation-client.ts).
  const schemas = Promise.all([route.load(), import("@/domain/api/api-error")]);
  // Awaited below; until then a failed load must not surface as an unhandled rejection.
  schemas.catch(() => undefined);
  const { url, init } = requestFor(route, input, options);
  let response: Response;
  try {
    response = await fetchWithRetry(url, init, { retries: route.retry ? undefined : 0, sleep: options.sleep });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { ok: false, error: { kind: "network", message: NETWORK_MESSAGE } };
  }
  let loaded: Awaited<typeof schemas>;
  try {
    loaded = await schemas;
  } catch {
    // The schemas' chunk could not be fetched: the connection dropped after the answer came.
    return { ok: false, error: { kind: "network", message: NETWORK_MESSAGE } };
  }
  const [contract, { apiErrorSchema }] = loaded;
  const json = await readJson(response);
  const invalid = {
    ok: false as const,
    error: { kind: "invalid" as const, status: response.status, message: INVALID_MESSAGE },
  };
  if (!json.ok) return invalid;
  if (!response.ok) {
    const failure = apiErrorSchema.safeParse(json.value);
    if (!failure.success) return invalid;
    const { code, message } = failure.data;
    return { ok: false, error: { kind: "server", status: response.status, code, message, body: json.value } };
  }
  const parsed = contract.response.safeParse(json.value);
  if (!parsed.success) return invalid;
  return { ok: true, status: response.status, data: parsed.data };
}
