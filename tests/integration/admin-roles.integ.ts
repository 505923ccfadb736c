import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_AREAS, canOpen } from "@/domain/admin/roles";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { ADMIN_ORIGIN, aal2SessionToken, enrolOperator } from "./support/admin-session";

/*
 * Issue 42, item 7: every back-office API answers a role that may not open its area with 403
 * `forbidden:role` before it reads an id or a body, and lets a role that may through the guard.
 * The routes are found on disk, so a new route is held to it without being listed here.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const API_ROOT = resolve(import.meta.dirname, "../../src/app/api/admin");
/** The routes used before an aal2 session exists: no role to check. */
const BEFORE_SESSION = new Set(["enrol/start", "enrol/confirm", "sign-in", "sign-in/code", "sign-out"]);
/** The directories whose area is not their name. */
const AREA_OF_DIRECTORY: Record<string, string> = {
  live: "home",
  "sign-out-everywhere": "home",
  account: "home",
  // Moderating customers' reviews is order work: staff and owners.
  reviews: "orders",
};

/** Every route file; signing out everywhere last, since it ends the sessions the others use. */
function routeFiles(): string[] {
  const last = (name: string) => (name.startsWith("sign-out-everywhere") ? 1 : 0);
  return readdirSync(API_ROOT, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith("route.ts"))
    .sort((a, b) => last(a) - last(b) || a.localeCompare(b))
    .map((name) => join(API_ROOT, name));
}

type Methods = Record<"GET" | "POST", (request: Request, context: unknown) => Promise<Response>>;

/** The route's one served method's answer for this session (the other methods answer 405). */
async function answer(file: string, token: string): Promise<{ status: number; code: unknown }> {
  const route = (await import(/* @vite-ignore */ file)) as Methods;
  const context = { params: Promise.resolve({ id: "RF-ROLE0000" }) };
  for (const method of ["GET", "POST"] as const) {
    const response = await route[method](
      new Request(`${ADMIN_ORIGIN}/api/admin/x`, {
        method,
        headers: {
          "content-type": "application/json",
          origin: ADMIN_ORIGIN,
          "x-forwarded-for": "192.0.2.77",
          cookie: `__Host-rf-operator=${token}`,
        },
        body: method === "POST" ? "{}" : undefined,
      }),
      context,
    );
    if (response.status === 405) continue;
    if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
      // A held stream stays open: that it opened is the answer.
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status, code: undefined };
    }
    const text = await response.text();
    const code = text.startsWith("{") ? (JSON.parse(text) as { code?: unknown }).code : undefined;
    return { status: response.status, code };
  }
  throw new Error(`${file} serves neither GET nor POST`);
}

let staffToken = "";
let ownerToken = "";

beforeAll(async () => {
  await ensureDatabaseReady();
  staffToken = await aal2SessionToken(await enrolOperator(undefined, "staff"), "203.0.113.71");
  ownerToken = await aal2SessionToken(await enrolOperator(undefined, "owner"), "203.0.113.72");
});

describe("every back-office API checks the role", () => {
  const files = routeFiles();

  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(25);
  });

  for (const file of files) {
    const path = relative(API_ROOT, file).replace(/\/?route\.ts$/, "");
    if (BEFORE_SESSION.has(path)) continue;
    const directory = path.split("/")[0] ?? "";
    const area = (AREA_OF_DIRECTORY[directory] ?? directory) as (typeof ADMIN_AREAS)[number];

    it(`/api/admin/${path} (${area})`, async () => {
      expect(ADMIN_AREAS).toContain(area);
      const staff = await answer(file, staffToken);
      if (canOpen("staff", area)) expect(staff.code).not.toBe("forbidden:role");
      else expect(staff).toEqual({ status: 403, code: "forbidden:role" });
      const owner = await answer(file, ownerToken);
      expect(owner.code).not.toBe("forbidden:role");
    });
  }
});
