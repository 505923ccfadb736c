import { describe, expect, it } from "vitest";
import { resolveDatabaseTarget } from "./database-url";

describe("resolveDatabaseTarget", () => {
  it("picks PostgreSQL for postgres:// and postgresql:// URLs", () => {
    expect(resolveDatabaseTarget("postgres://u@h/db")).toEqual({ dialect: "postgres", url: "postgres://u@h/db" });
    expect(resolveDatabaseTarget("postgresql://u@h/db").dialect).toBe("postgres");
  });

  it("treats anything else as a SQLite file, with or without a file: prefix", () => {
    expect(resolveDatabaseTarget("data/shop.sqlite")).toEqual({ dialect: "sqlite", file: "data/shop.sqlite" });
    expect(resolveDatabaseTarget("file:./data/x.db")).toEqual({ dialect: "sqlite", file: "./data/x.db" });
    expect(resolveDatabaseTarget("file:///srv/x.db")).toEqual({ dialect: "sqlite", file: "/srv/x.db" });
  });
});
