import { describe, expect, it } from "vitest";
import { recentCheck } from "./recent-check";

describe("recentCheck", () => {
  it("shares one run between callers that ask while it runs", async () => {
    let runs = 0;
    let finish: (value: string) => void = () => {};
    const check = recentCheck(
      () => {
        runs += 1;
        return new Promise<string>((resolve) => {
          finish = resolve;
        });
      },
      { reuseMs: 0, now: () => 0 },
    );
    const answers = [check(), check(), check()];
    finish("sqlite");
    expect(await Promise.all(answers)).toEqual(["sqlite", "sqlite", "sqlite"]);
    expect(runs).toBe(1);
  });

  it("reuses a success for reuseMs, then runs again", async () => {
    let clock = 0;
    let runs = 0;
    const check = recentCheck(async () => ++runs, { reuseMs: 250, now: () => clock });
    expect(await check()).toBe(1);
    clock = 249;
    expect(await check()).toBe(1);
    clock = 250;
    expect(await check()).toBe(2);
  });

  it("never reuses a failure, nor a success from before it", async () => {
    let clock = 0;
    let down = false;
    const check = recentCheck(
      async () => {
        if (down) throw new Error("connection refused");
        return "ok";
      },
      { reuseMs: 250, now: () => clock },
    );
    expect(await check()).toBe("ok");
    down = true;
    clock = 300;
    await expect(check()).rejects.toThrow("connection refused");
    down = false;
    expect(await check()).toBe("ok");
    down = true;
    clock = 310;
    expect(await check()).toBe("ok");
  });
});
