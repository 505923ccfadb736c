import { describe, expect, it, vi } from "vitest";
import { captureLog, parseLogLines } from "../support/capture-log";
import { withEnv } from "../support/env";

const dialect = process.env.TEST_DB ?? "sqlite";

// A database that cannot be reached: a closed port for PostgreSQL, a path below a regular file for SQLite.
const unreachable = dialect === "postgres" ? "postgres://postgres@127.0.0.1:1/nowhere" : "/dev/null/cannot/shop.sqlite";

describe(`GET /api/health when the ${dialect} database is down`, () => {
  it("answers 503 with the error model's code and a safe message", async () => {
    await withEnv({ DATABASE_URL: unreachable }, async () => {
      vi.resetModules();
      const log = captureLog();
      const { GET } = await import("@/app/api/health/route");
      const response = await GET(new Request("http://shop.test/api/health"), undefined);
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toEqual({ code: "unavailable:database", message: "The database cannot be reached." });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|ENOTDIR|at \w+ \(/);
      const entries = parseLogLines(log.lines());
      log.restore();
      expect(entries).toContainEqual(expect.objectContaining({ level: "error", code: "unavailable:database" }));
      const { closeDatabase } = await import("@/server/db/client");
      await closeDatabase();
    });
  });
});
