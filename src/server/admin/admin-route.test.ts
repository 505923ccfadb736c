import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "../http/errors";
import { type AdminGates, adminRoute, adminRouteWith } from "./admin-route";
import type { OperatorContext } from "./operator-guard";

afterEach(() => {
  vi.restoreAllMocks();
});

const OPERATOR: OperatorContext = { operatorId: "op-1", email: "op@example.com", sessionId: "s-1", role: "owner" };
const ORIGIN = "http://localhost:3000";

/** Gates that record what they were asked and let a request with `cookie: aal2` through. */
function gates() {
  const calls: string[] = [];
  const stand: AdminGates = {
    operator: async (request, options) => {
      calls.push(`operator write=${options.write} activity=${options.activity} area=${options.area}`);
      if (request.headers.get("cookie") !== "aal2")
        throw new AppError("unauthorized:unauthenticated", "Sign in to the back office first.");
      return OPERATOR;
    },
    public: async (_request, surface) => {
      calls.push(`public ${surface}`);
    },
    stream: async (_request, surface) => {
      calls.push(`stream ${surface}`);
    },
  };
  return { calls, route: adminRouteWith(stand) };
}

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/api/admin/x`, {
    method: "POST",
    headers: { cookie: "aal2", "content-type": "application/json", ...headers },
    body,
  });
}

const params = (id: unknown) => ({ params: Promise.resolve({ id }) });
const noteSchema = z.strictObject({ body: z.string().min(1) });

describe("adminRoute's guard", () => {
  it("refuses without a session before reading the id or the body, with the error model's JSON", async () => {
    const { route } = gates();
    const handler = vi.fn(async () => Response.json({}));
    const { POST } = route(
      { surface: "admin-order", area: "orders", method: "POST", id: "order", body: noteSchema },
      handler,
    );
    const response = await POST(post("not json", { cookie: "" }), params("bad id!"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: "unauthorized:unauthenticated",
      message: "Sign in to the back office first.",
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("asks the guard for a write on a POST and a read on a GET; `activity: false` is passed on", async () => {
    const { calls, route } = gates();
    const ok = async () => Response.json({ ok: true });
    await route({ surface: "a", area: "orders", method: "POST" }, ok).POST(post("{}"), undefined);
    await route({ surface: "a", area: "orders", method: "GET" }, ok).GET(
      new Request(ORIGIN, { headers: { cookie: "aal2" } }),
      {},
    );
    await route({ surface: "a", area: "orders", method: "GET", activity: false }, ok).GET(
      new Request(ORIGIN, { headers: { cookie: "aal2" } }),
      {},
    );
    expect(calls).toEqual([
      "operator write=true activity=true area=orders",
      "operator write=false activity=true area=orders",
      "operator write=false activity=false area=orders",
    ]);
  });

  it("gives the handler the operator; `guard: false` passes the public gate instead and gives none", async () => {
    const { calls, route } = gates();
    const seen: unknown[] = [];
    const guarded = route({ surface: "a", area: "orders", method: "POST" }, async ({ operator }) => {
      seen.push(operator);
      return Response.json({});
    });
    const open = route({ surface: "admin_sign_in", method: "POST", guard: false }, async ({ operator }) => {
      seen.push(operator);
      return Response.json({});
    });
    await guarded.POST(post("{}"), undefined);
    await open.POST(post("{}", { cookie: "" }), undefined);
    expect(seen).toEqual([OPERATOR, null]);
    expect(calls).toEqual(["operator write=true activity=true area=orders", "public admin_sign_in"]);
  });

  it("counts an event stream's open before the guard", async () => {
    const { calls, route } = gates();
    const { GET } = route(
      { surface: "admin-live", area: "orders", method: "GET", stream: true, activity: false },
      async () => Response.json({}),
    );
    await GET(new Request(ORIGIN, { headers: { cookie: "aal2" } }), {});
    expect(calls).toEqual(["stream admin-live", "operator write=false activity=false area=orders"]);
  });

  it("is wired to THE GUARD: no session is a 401 and another site's write a 403", async () => {
    const handler = vi.fn(async () => Response.json({}));
    const read = adminRoute({ surface: "admin-orders", area: "orders", method: "GET" }, handler);
    const write = adminRoute({ surface: "admin-order", area: "orders", method: "POST" }, handler);
    expect((await read.GET(new Request(`${ORIGIN}/api/admin/orders`), {})).status).toBe(401);
    const crossSite = await write.POST(post("{}", { cookie: "", origin: "https://evil.example" }), {});
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ code: "forbidden:admin", message: expect.any(String) });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("adminRoute's id", () => {
  const answerId = async ({ id }: { id: string }) => Response.json({ id });

  it("hands a well-formed id to the handler", async () => {
    const { route } = gates();
    const { GET } = route({ surface: "admin-order", area: "orders", method: "GET", id: "order" }, answerId);
    const response = await GET(new Request(ORIGIN, { headers: { cookie: "aal2" } }), params("ord-123"));
    expect(await response.json()).toEqual({ id: "ord-123" });
  });

  it.each([
    ["order", "bad id!", "not_found:admin-order"],
    ["order", "x".repeat(65), "not_found:admin-order"],
    ["order", ["a"], "not_found:admin-order"],
    ["order", undefined, "not_found:admin-order"],
    ["message", "%zz", "not_found:admin-message"],
    ["cart", "", "not_found:admin-cart"],
    ["product", "Fire-Cape", "not_found:admin-catalogue"],
  ] as const)("answers a malformed %s id %j with a 404 %s", async (kind, id, code) => {
    const { route } = gates();
    const handler = vi.fn(answerId);
    const { GET } = route({ surface: "admin-x", area: "orders", method: "GET", id: kind }, handler);
    const response = await GET(new Request(ORIGIN, { headers: { cookie: "aal2" } }), params(id));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code, message: expect.any(String) });
    expect(handler).not.toHaveBeenCalled();
  });

  it("takes a parser of its own, whose refusal is the answer", async () => {
    const { route } = gates();
    const code = (raw: string | undefined) => {
      if (raw !== "SUMMER") throw new AppError("not_found:admin-promo", "There is no promo code like this.");
      return raw;
    };
    const { GET } = route({ surface: "admin-promo", area: "orders", method: "GET", id: code }, answerId);
    const request = () => new Request(ORIGIN, { headers: { cookie: "aal2" } });
    expect(await (await GET(request(), params("SUMMER"))).json()).toEqual({ id: "SUMMER" });
    expect((await GET(request(), params("WINTER"))).status).toBe(404);
    // No context at all (never from Next) is an unknown id too, not a 500.
    expect((await GET(request(), undefined)).status).toBe(404);
  });
});

describe("adminRoute's body and query", () => {
  const note = () => {
    const { route } = gates();
    const handler = vi.fn(async ({ body }: { body: { body: string } }) => Response.json({ body }));
    return {
      handler,
      ...route({ surface: "admin-order", area: "orders", method: "POST", body: noteSchema, maxBytes: 64 }, handler),
    };
  };

  it("hands the parsed body to the handler", async () => {
    const { POST } = note();
    expect(await (await POST(post(JSON.stringify({ body: "Started" })), undefined)).json()).toEqual({
      body: { body: "Started" },
    });
  });

  it.each([
    ["not JSON", post("{"), 400, "bad_request:admin-order"],
    ["a body against the contract", post(JSON.stringify({ body: "" })), 400, "bad_request:admin-order"],
    ["an extra key", post(JSON.stringify({ body: "a", more: 1 })), 400, "bad_request:admin-order"],
    ["another content type", post("{}", { "content-type": "text/plain" }), 415, "unsupported_media_type:admin-order"],
    ["a body over the cap", post(JSON.stringify({ body: "x".repeat(100) })), 413, "payload_too_large:admin-order"],
  ])("answers %s with %i", async (_what, request, status, code) => {
    const { POST, handler } = note();
    const response = await POST(request, undefined);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message: expect.any(String) });
    expect(handler).not.toHaveBeenCalled();
  });

  it("checks the query string, naming the field it refuses", async () => {
    const { route } = gates();
    const { GET } = route(
      {
        surface: "admin-carts",
        area: "carts",
        method: "GET",
        query: z.object({ limit: z.coerce.number().int().max(100) }),
      },
      async ({ query }) => Response.json(query),
    );
    const get = (search: string) =>
      GET(new Request(`${ORIGIN}/api/admin/carts${search}`, { headers: { cookie: "aal2" } }), {});
    expect(await (await get("?limit=5")).json()).toEqual({ limit: 5 });
    const refused = await get("?limit=500");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: "bad_request:admin-carts",
      message: expect.stringContaining("limit"),
    });
  });
});

describe("adminRoute's other methods and errors", () => {
  it("answers every method but the one served with the JSON 405 and Allow", async () => {
    const { route } = gates();
    const handler = vi.fn(async () => Response.json({}));
    const methods = route({ surface: "admin-order", area: "orders", method: "POST" }, handler);
    for (const method of ["GET", "PUT", "PATCH", "DELETE"] as const) {
      const response = await methods[method](new Request(ORIGIN, { method: method === "GET" ? "GET" : method }), {});
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toEqual({
        code: "method_not_allowed:admin-order",
        message: "This address only answers POST.",
      });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers the handler's AppError with its status, and anything else with a 500 that leaks nothing", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const { route } = gates();
    const conflict = route({ surface: "admin-order", area: "orders", method: "POST" }, async () => {
      throw new AppError("conflict:admin-order", "This order is refunded already.");
    });
    const bug = route({ surface: "admin-order", area: "orders", method: "POST" }, async () => {
      throw new Error("secret detail");
    });
    const refused = await conflict.POST(post("{}"), undefined);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: "conflict:admin-order", message: "This order is refunded already." });
    const failed = await bug.POST(post("{}"), undefined);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ code: "internal:admin-order", message: "Internal Server Error" });
  });
});
