import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWithRetry } from "./fetch-with-retry";

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(...outcomes: (Response | Error)[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      calls.push(input);
      const outcome = outcomes.shift();
      if (!outcome) throw new Error("no more outcomes");
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
  );
  return calls;
}

const sleeps: number[] = [];
const sleep = async (ms: number) => {
  sleeps.push(ms);
};

describe("fetchWithRetry", () => {
  it("returns the first answer when the network works", async () => {
    const calls = stubFetch(new Response("ok"));
    expect(await (await fetchWithRetry("/api/x", {}, { sleep })).text()).toBe("ok");
    expect(calls).toHaveLength(1);
  });

  it("retries a network failure up to 3 times with a doubling delay", async () => {
    sleeps.length = 0;
    const calls = stubFetch(new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), new Response("ok"));
    expect((await fetchWithRetry("/api/x", {}, { sleep })).status).toBe(200);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([300, 600]);
  });

  it("gives up after the fourth attempt and throws the last error", async () => {
    const failure = new TypeError("Failed to fetch");
    const calls = stubFetch(failure, failure, failure, failure, new Response("never"));
    await expect(fetchWithRetry("/api/x", {}, { sleep })).rejects.toBe(failure);
    expect(calls).toHaveLength(4);
  });

  it("retries a 503 but not a 400", async () => {
    const calls = stubFetch(new Response("", { status: 503 }), new Response("", { status: 400 }));
    expect((await fetchWithRetry("/api/x", {}, { sleep })).status).toBe(400);
    expect(calls).toHaveLength(2);
  });

  it("does not retry an aborted request", async () => {
    const calls = stubFetch(new DOMException("aborted", "AbortError"));
    await expect(fetchWithRetry("/api/x", {}, { sleep })).rejects.toThrow("aborted");
    expect(calls).toHaveLength(1);
  });
});
