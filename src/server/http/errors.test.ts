import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, errorToResponse, methodNotAllowed, withErrorHandling } from "./errors";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("AppError", () => {
  it.each([
    ["bad_request:cart", 400],
    ["not_found:payment", 404],
    ["rate_limited:contact", 429],
    ["unavailable:database", 503],
  ] as const)("maps %s to %i", async (code, status) => {
    const response = new AppError(code, "Something").toResponse();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message: "Something" });
  });
});

describe("withErrorHandling", () => {
  it("passes a successful response through", async () => {
    const handler = withErrorHandling("test", () => Response.json({ ok: true }));
    expect(await (await handler(new Request("http://x/"), {})).json()).toEqual({ ok: true });
  });

  it("turns an AppError into its JSON response", async () => {
    const handler = withErrorHandling("test", () => {
      throw new AppError("conflict:order", "Already paid.");
    });
    const response = await handler(new Request("http://x/"), {});
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: "conflict:order", message: "Already paid." });
  });

  it("hides an unexpected error behind a 500 with no details, and logs it", async () => {
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const handler = withErrorHandling("cart", async () => {
      throw new TypeError("secret internals at /srv/app.js:12");
    });
    const response = await handler(new Request("http://x/"), {});
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: "internal:cart", message: "Internal Server Error" });
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      code: "internal:cart",
      err: { type: "TypeError", message: "secret internals at /srv/app.js:12" },
    });
  });

  it("treats a thrown non-error the same way", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(errorToResponse("boom", "x").status).toBe(500);
  });
});

describe("methodNotAllowed", () => {
  it("answers 405 with the error body and an Allow header", async () => {
    const response = methodNotAllowed("POST", "cart")(new Request("http://x/", { method: "DELETE" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({
      code: "method_not_allowed:cart",
      message: "This address only answers POST.",
    });
  });
});

describe("AppError headers", () => {
  it("carries its headers through withErrorHandling", async () => {
    const handler = withErrorHandling("cart", () => {
      throw new AppError("rate_limited:cart", "Slow down.", { headers: { "retry-after": "7" } });
    });
    const response = await handler(new Request("http://x/"), {});
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
  });
});
