import "server-only";
import { z } from "zod";
import type { AdminArea } from "@/domain/admin/roles";
import { AppError } from "../http/errors";
import { guardHeldGet, guardRequest } from "../http/guard-request";
import { parseJsonBody } from "../http/parse-body";
import { type RouteHandler, routeMethods } from "../http/route-methods";
import { type OperatorContext, requireOperatorApi } from "./operator-guard";

/*
 * The one shape of a back-office API route: a route file is its options and its handler.
 *
 *   export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
 *     { surface: "admin-order", method: "POST", id: "order", body: refundContract.request, maxBytes },
 *     async ({ operator, id, body }) => adminJson(...),
 *   );
 *
 * Before the handler, in this order:
 *   1. an event stream (`stream: true`) counts the open against the client's rate limit, as
 *      every held GET does (guardHeldGet);
 *   2. THE GUARD (operator-guard.ts): an aal2 session, and for a POST (a write) first the origin
 *      check; then the route's `area` against the operator's role (403 `forbidden:role`,
 *      src/domain/admin/roles.ts): every guarded route names its area, the types insist. `activity: false` for a request the page makes by itself (the live feed): it does
 *      not refresh the idle clock. The sign-in steps, the enrolment and sign-out come before any
 *      aal2 session (`guard: false`): they pass the public gate instead, the origin check and the
 *      rate limit (guard-request.ts), and read what session there is themselves;
 *   3. the id in the address, checked before it reaches a query: a malformed id is a 404 like an
 *      unknown one, never a 500;
 *   4. the query string against its schema (a wrong value is a 400 naming it), or the JSON body
 *      against its contract within its byte cap (415, 413, 400: parse-body.ts).
 * Every failure leaves as `{ code, message }` under the route's surface, and every method but
 * the one served answers the JSON 405 with an Allow header (route-methods.ts).
 */

const RECORD_ID = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);
const SKU = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** The ids the back office's addresses carry, each with the 404 a malformed one gets. */
const ID_RULES = {
  order: { schema: RECORD_ID, code: "not_found:admin-order", message: "There is no order with this id." },
  message: { schema: RECORD_ID, code: "not_found:admin-message", message: "There is no message with this id." },
  cart: { schema: RECORD_ID, code: "not_found:admin-cart", message: "There is no cart with this id." },
  operator: { schema: RECORD_ID, code: "not_found:admin-staff", message: "There is no operator with this id." },
  chat: { schema: RECORD_ID, code: "not_found:admin-chat", message: "There is no conversation with this id." },
  canned: { schema: RECORD_ID, code: "not_found:admin-chat", message: "There is no canned reply with this id." },
  review: { schema: RECORD_ID, code: "not_found:admin-review", message: "There is no review with this id." },
  product: { schema: SKU, code: "not_found:admin-catalogue", message: "There is no product with this sku." },
} as const;

/** A kind of id above, or a parser of the raw segment that throws its own 404 (a promo code's). */
export type IdRule = keyof typeof ID_RULES | ((raw: string | undefined) => string);

export type AdminRouteOptions<G extends boolean, I extends IdRule | undefined, B, Q> = {
  /** The `type:surface` suffix of every error code the route answers. */
  surface: string;
  /** The one method served; a POST is a write (the guard refuses it from another site). */
  method: "GET" | "POST";
  /** false only for the routes that must work below aal2 (see above). */
  guard?: G;
  /** false: a request the page makes by itself, which must not keep an unattended session alive. */
  activity?: false;
  /** A long-held event stream: each open is rate limited before the guard. */
  stream?: true;
  id?: I;
  query?: Q;
  /** The body's contract; the body is read only when there is one. */
  body?: B;
  /** The body cap in bytes (parse-body.ts's default without one). */
  maxBytes?: number;
} & (G extends false
  ? { area?: never }
  : {
      /** The back-office area the route belongs to: a role that may not open it is refused. */
      area: AdminArea;
    });

/** What the handler is given: only what its options asked for is there. */
export type AdminRequest<G extends boolean, I, B, Q> = {
  request: Request;
  operator: G extends false ? null : OperatorContext;
  id: I extends undefined ? undefined : string;
  body: B extends z.ZodType ? z.infer<B> : undefined;
  query: Q extends z.ZodType ? z.infer<Q> : undefined;
};

/** Next's second argument: `{ params }`, the dynamic segments as a promise. */
async function rawId(context: unknown): Promise<string | undefined> {
  const params =
    typeof context === "object" && context !== null ? await (context as { params?: unknown }).params : undefined;
  const id = typeof params === "object" && params !== null ? (params as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : undefined;
}

function checkedId(rule: IdRule, raw: string | undefined): string {
  if (typeof rule === "function") return rule(raw);
  const { schema, code, message } = ID_RULES[rule];
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError(code, message);
  return parsed.data;
}

function parseQuery(request: Request, schema: z.ZodType, surface: string): unknown {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "query";
    throw new AppError(`bad_request:${surface}`, `Invalid request: ${field} ${issue?.message ?? "is not valid"}.`);
  }
  return parsed.data;
}

/**
 * The checks in front of the id and the body, passed in so that a test can stand in for the
 * session store; adminRoute below is built with the real ones.
 */
export type AdminGates = {
  /** THE GUARD: the aal2 operator, or a refusal. */
  operator: (
    request: Request,
    options: { write: boolean; activity: boolean; area: AdminArea },
  ) => Promise<OperatorContext>;
  /** The routes that come before an aal2 session: the origin check and the rate limit. */
  public: (request: Request, surface: string) => Promise<void>;
  /** An event stream's open: the rate limit of a held GET. */
  stream: (request: Request, surface: string) => Promise<void>;
};

const LIVE_GATES: AdminGates = {
  operator: requireOperatorApi,
  public: (request, surface) => guardRequest(request, { surface }),
  stream: guardHeldGet,
};

type Methods = Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", RouteHandler>;

/** adminRoute with the given gates. */
export function adminRouteWith(gates: AdminGates) {
  return function adminRoute<
    G extends boolean = true,
    I extends IdRule | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
  >(options: AdminRouteOptions<G, I, B, Q>, handler: (input: AdminRequest<G, I, B, Q>) => Promise<Response>): Methods {
    const { surface, method } = options;
    const served = async (request: Request, context: unknown): Promise<Response> => {
      if (options.stream) await gates.stream(request, surface);
      let operator: OperatorContext | null = null;
      if (options.guard === false) await gates.public(request, surface);
      else
        operator = await gates.operator(request, {
          write: method === "POST",
          activity: options.activity ?? true,
          area: (options as { area: AdminArea }).area,
        });
      const id = options.id === undefined ? undefined : checkedId(options.id, await rawId(context));
      const query = options.query ? parseQuery(request, options.query, surface) : undefined;
      const body = options.body ? await parseJsonBody(request, options.body, surface, options.maxBytes) : undefined;
      return handler({ request, operator, id, body, query } as AdminRequest<G, I, B, Q>);
    };
    return routeMethods(surface, { [method]: served });
  };
}

/** The five method exports of a back-office route: its handler behind the steps above, the JSON 405 for the rest. */
export const adminRoute = adminRouteWith(LIVE_GATES);
