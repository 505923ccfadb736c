import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_PAYMENT_ROUTE } from "@/domain/api/api-routes";
import { callApiLater } from "./call-api-later";
import { NETWORK_MESSAGE } from "./network-messages";

afterEach(() => {
  vi.unstubAllGlobals();
});

const pay = { session: "demo_abc", action: "pay" } as const;
const sleep = async () => {};

describe("callApiLater", () => {
  it("loads the client and the route, then answers as callApi does", async () => {
    const fetchStub = vi.fn(async () => Response.json({ returnPath: "/checkout?stripe_id=demo_abc" }));
    vi.stubGlobal("fetch", fetchStub);
    const result = await callApiLater(async () => TEST_PAYMENT_ROUTE, pay, { sleep });
    expect(result).toEqual({ ok: true, status: 200, data: { returnPath: "/checkout?stripe_id=demo_abc" } });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("answers a route that cannot be loaded as a network failure, sending nothing", async () => {
    const fetchStub = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetchStub);
    const result = await callApiLater(() => Promise.reject(new Error("chunk failed")), pay, { sleep });
    expect(result).toEqual({ ok: false, error: { kind: "network", message: NETWORK_MESSAGE } });
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
