import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_RUNTIME_CONFIG } from "@/domain/shell/runtime-config";

async function freshFetchClientConfig() {
  vi.resetModules();
  return (await import("./client-config")).fetchClientConfig;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchClientConfig", () => {
  it("reads the server's vendors, asking once per page", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ gtmId: "GTM-ABC123", chat: { provider: "crisp", websiteId: "site-1" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const fetchClientConfig = await freshFetchClientConfig();
    await expect(fetchClientConfig()).resolves.toEqual({
      gtmId: "GTM-ABC123",
      chat: { provider: "crisp", websiteId: "site-1" },
    });
    await fetchClientConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/client-config", { method: "GET" });
  });

  it("switches every vendor off on an answer it cannot read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>proxy error</html>", { status: 200 })),
    );
    await expect((await freshFetchClientConfig())()).resolves.toEqual(NO_RUNTIME_CONFIG);
  });

  it("switches every vendor off on an error answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "NOT_FOUND", message: "no" }, { status: 404 })),
    );
    await expect((await freshFetchClientConfig())()).resolves.toEqual(NO_RUNTIME_CONFIG);
  });

  it("never injects a script URL the answer smuggles in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ gtmId: "https://evil.example/x.js", chat: { provider: "crisp", websiteId: "a/b" } }),
      ),
    );
    await expect((await freshFetchClientConfig())()).resolves.toEqual(NO_RUNTIME_CONFIG);
  });
});
