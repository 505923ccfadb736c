import { afterEach, describe, expect, it, vi } from "vitest";
import { PLACE_ORDER_ROUTE, paymentDataRoute, TEST_PAYMENT_ROUTE } from "@/domain/api/api-routes";
import { callApi } from "./call-api";

afterEach(() => {
  vi.unstubAllGlobals();
});

type Outcome = Response | Error | (() => Response);

function stubFetch(...outcomes: Outcome[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const outcome = outcomes.length > 1 ? outcomes.shift() : outcomes[0];
      if (!outcome) throw new Error("no outcome");
      if (outcome instanceof Error) throw outcome;
      return typeof outcome === "function" ? outcome() : outcome;
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const sleep = async () => {};
const pay = { session: "demo_abc", action: "pay" } as const;

describe("callApi", () => {
  it("answers the body parsed with the route's schema", async () => {
    const calls = stubFetch(json({ returnPath: "/checkout?stripe_id=demo_abc" }));
    const result = await callApi(TEST_PAYMENT_ROUTE, pay, { sleep });
    expect(result).toEqual({ ok: true, status: 200, data: { returnPath: "/checkout?stripe_id=demo_abc" } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(pay);
  });

  it("tries a network failure 3 more times, then reports it as a network failure", async () => {
    const calls = stubFetch(new TypeError("Failed to fetch"));
    const result = await callApi(TEST_PAYMENT_ROUTE, pay, { sleep });
    expect(calls).toHaveLength(4);
    expect(result).toMatchObject({ ok: false, error: { kind: "network" } });
  });

  it.each([502, 503, 504])("tries a %i 3 more times, then answers the server's error", async (status) => {
    const calls = stubFetch(json({ code: "unavailable:database", message: "Try again soon." }, status));
    const result = await callApi(TEST_PAYMENT_ROUTE, pay, { sleep });
    expect(calls).toHaveLength(4);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: "server",
        status,
        code: "unavailable:database",
        message: "Try again soon.",
        body: { code: "unavailable:database", message: "Try again soon." },
      },
    });
  });

  it("stops retrying as soon as an attempt gets through", async () => {
    const calls = stubFetch(new TypeError("Failed to fetch"), json({}, 503), json({ returnPath: "/checkout" }));
    const result = await callApi(TEST_PAYMENT_ROUTE, pay, { sleep });
    expect(calls).toHaveLength(3);
    expect(result.ok).toBe(true);
  });

  it.each([400, 404, 409, 429])(
    "does not retry a %i and hands the server's code and message to the caller",
    async (status) => {
      const calls = stubFetch(
        json({ code: "not_found:test-payment", message: "No test payment with this id." }, status),
      );
      const result = await callApi(TEST_PAYMENT_ROUTE, pay, { sleep });
      expect(calls).toHaveLength(1);
      expect(result).toMatchObject({
        ok: false,
        error: { kind: "server", status, code: "not_found:test-payment", message: "No test payment with this id." },
      });
    },
  );

  it("reports an answer that does not match the schema as invalid instead of crashing", async () => {
    stubFetch(json({ returnPath: "https://elsewhere.example/" }));
    expect(await callApi(TEST_PAYMENT_ROUTE, pay, { sleep })).toMatchObject({
      ok: false,
      error: { kind: "invalid", status: 200 },
    });
  });

  it("reports a body that is not JSON, or an error outside the error model, as invalid", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 200 }));
    expect(await callApi(TEST_PAYMENT_ROUTE, pay, { sleep })).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    stubFetch(json({ error: "nope" }, 400));
    expect(await callApi(TEST_PAYMENT_ROUTE, pay, { sleep })).toMatchObject({
      ok: false,
      error: { kind: "invalid", status: 400 },
    });
  });

  it("never sends a second order by itself: the order contract is tried once", async () => {
    const calls = stubFetch(new TypeError("Failed to fetch"));
    const result = await callApi(
      PLACE_ORDER_ROUTE,
      {
        cartUuid: "9b2f7c1e-8d4a-4f3b-9c6d-2e1f0a9b8c7d",
        items: [],
        profile: { email: "a@b.co", name: "", phone: "", rsn: "" },
        method: "card",
        acceptTerms: true,
        expectedTotalCents: 0,
      },
      { sleep },
    );
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { kind: "network" } });
  });

  it("sends a GET's input as its query string", async () => {
    const calls = stubFetch(json({ code: "not_found:payment", message: "No payment with this id." }, 404));
    await callApi(paymentDataRoute("square"), { id: "ord 1&x" }, { sleep, cache: "no-store" });
    expect(calls[0]?.url).toBe("/api/square/getPaymentData?id=ord+1%26x");
    expect(calls[0]?.init).toEqual({ method: "GET", cache: "no-store" });
  });
});
