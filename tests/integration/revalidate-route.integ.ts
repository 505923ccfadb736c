import { describe, expect, it } from "vitest";
import { REVALIDATE_SECRET_HEADER } from "@/server/catalogue/page-invalidation";

/*
 * POST /api/internal/revalidate drops cached pages: only this process's own catalogue listener
 * may call it (ADR 0008). What anyone else sends is refused before the body is even read.
 */

const route = await import("@/app/api/internal/revalidate/route");
const SECRET_KEY = Symbol.for("runeforge.revalidate-secret");
const body = JSON.stringify({ kind: "everything" });

async function post(headers: Record<string, string | undefined>, payload = body): Promise<Response> {
  const clean = Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return route.POST(
    new Request("http://127.0.0.1/api/internal/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", ...clean },
      body: payload,
    }),
    undefined,
  );
}

describe("POST /api/internal/revalidate", () => {
  it("refuses everyone while the process has made no secret", async () => {
    const response = await post({ [REVALIDATE_SECRET_HEADER]: "" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "unauthorized:revalidate" });
  });

  it("refuses no secret, a wrong one of the same length, and a prefix of the right one", async () => {
    const secret = "a".repeat(64);
    (globalThis as Record<symbol, unknown>)[SECRET_KEY] = secret;
    try {
      for (const headers of [
        {},
        { [REVALIDATE_SECRET_HEADER]: "b".repeat(64) },
        { [REVALIDATE_SECRET_HEADER]: "a".repeat(63) },
      ]) {
        expect((await post(headers)).status).toBe(401);
      }
      // The right secret with a body that is not an invalidation: a 400, never a 500.
      const bad = await post(
        { [REVALIDATE_SECRET_HEADER]: secret },
        JSON.stringify({ kind: "paths", paths: ["no-slash"] }),
      );
      expect(bad.status).toBe(400);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[SECRET_KEY];
    }
  });

  it("answers 405 to other methods", async () => {
    const response = await route.GET(new Request("http://127.0.0.1/api/internal/revalidate"), undefined);
    expect(response.status).toBe(405);
  });
});
