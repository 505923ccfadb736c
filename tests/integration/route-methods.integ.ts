import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { servedMethods } from "../support/admin-route-files";

/*
 * Every API route file, read two ways: its source by servedMethods (what the lists of guarded
 * routes and the fuzz suites trust) and its module as Next loads it. Each file exports all five
 * methods; each one the reader says is not served answers the JSON 405 with an Allow header naming
 * exactly the served ones. So the reader cannot drift from what the routes do, and no route
 * answers Next's bodiless 405.
 */

const restoreEnv = await vi.hoisted(async () => {
  const { setEnv } = await import("../support/env");
  return setEnv({ SITE_URL: "http://shop.test" });
});
afterAll(() => restoreEnv());

const API_ROOT = join(process.cwd(), "src/app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (request: Request, context: unknown) => Promise<Response> | Response;

const files = readdirSync(API_ROOT, { recursive: true, encoding: "utf8" })
  .filter((file) => file === "route.ts" || file.endsWith(`${sep}route.ts`))
  .sort();

// The source and the modules only: the database plays no part, so one dialect is enough.
describe.skipIf((process.env.TEST_DB ?? "sqlite") !== "sqlite")("the methods of every API route file", () => {
  it("finds them", () => {
    expect(files.length).toBeGreaterThanOrEqual(50);
  });

  for (const file of files) {
    it(`${file}: served as its source says, every other method a JSON 405`, async () => {
      const served = servedMethods(readFileSync(join(API_ROOT, file), "utf8"), file);
      expect(served.length, "serves no method").toBeGreaterThan(0);
      const module = (await import(/* @vite-ignore */ join(API_ROOT, file))) as Partial<Record<string, Handler>>;
      for (const method of METHODS) {
        const handler = module[method];
        expect(typeof handler, `${method} is exported`).toBe("function");
        if (served.includes(method)) continue;
        const response = await (handler as Handler)(new Request(`http://shop.test/api/${file}`, { method }), {
          params: Promise.resolve({}),
        });
        expect(response.status, method).toBe(405);
        expect(response.headers.get("allow"), method).toBe(served.join(", "));
        expect(await response.json()).toEqual({
          code: expect.stringMatching(/^method_not_allowed:[a-z_-]+$/),
          message: `This address only answers ${served.join(", ")}.`,
        });
      }
    });
  }
});
