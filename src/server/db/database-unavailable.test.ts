import { describe, expect, it, vi } from "vitest";
import { errorToResponse } from "../http/errors";
import { isDatabaseUnavailable } from "./database-unavailable";

function withCode(code: string, message = "boom"): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", withCode("ECONNRESET")],
    ["PostgreSQL admin shutdown (57P01)", withCode("57P01", "terminating connection due to administrator command")],
    ["PostgreSQL crash shutdown (57P02)", withCode("57P02")],
    ["PostgreSQL starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["too many connections (53300)", withCode("53300")],
    ["a connection exception (08006)", withCode("08006")],
    ["a connection that died mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["a client left unusable", new Error("Client has encountered a connection error and is not queryable")],
    ["SQLite busy after its timeout", withCode("SQLITE_BUSY", "database is locked")],
    ["SQLite busy snapshot", withCode("SQLITE_BUSY_SNAPSHOT")],
    ["SQLite I/O error", withCode("SQLITE_IOERR_WRITE")],
    ["SQLite cannot open the file", withCode("SQLITE_CANTOPEN")],
    ["a disk that is full", withCode("SQLITE_FULL")],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("looks through causes and aggregated errors", () => {
    const refused = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "");
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("migration failed", { cause: withCode("57P01") }))).toBe(true);
  });

  it.each([
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["a unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["a serialization failure", withCode("40001")],
    ["a SQLite constraint failure", withCode("SQLITE_CONSTRAINT_PRIMARYKEY")],
    ["a syntax error", withCode("42601")],
    ["a string", "ECONNREFUSED"],
    ["null", null],
    ["undefined", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("does not loop on a cause cycle", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe("errorToResponse for a database outage", () => {
  it("answers 503 unavailable:database with Retry-After and no driver details", async () => {
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const response = errorToResponse(withCode("ECONNREFUSED", "connect ECONNREFUSED 10.0.0.5:5432"), "cart");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = await response.json();
    expect(body).toEqual({
      code: "unavailable:database",
      message: "The database cannot be reached. Please try again in a moment.",
    });
    expect(JSON.stringify(body)).not.toContain("10.0.0.5");
    log.mockRestore();
  });

  it("still answers 500 for a bug", () => {
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(errorToResponse(new TypeError("oops"), "cart").status).toBe(500);
    log.mockRestore();
  });
});
