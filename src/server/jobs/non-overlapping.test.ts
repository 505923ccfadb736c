import { describe, expect, it, vi } from "vitest";
import { log } from "../log";
import { nonOverlapping } from "./non-overlapping";

describe("nonOverlapping", () => {
  it("skips a tick that comes while the last pass is still running, and runs the next one after", async () => {
    let release: () => void = () => {};
    const pass = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const tick = nonOverlapping(pass, "pass failed");
    const first = tick();
    await tick();
    expect(pass).toHaveBeenCalledTimes(1);
    release();
    await first;
    const third = tick();
    release();
    await third;
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it("logs a failure instead of throwing it, and runs again on the next tick", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    try {
      const pass = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValueOnce(undefined);
      const tick = nonOverlapping(pass, "pass failed");
      await expect(tick()).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, "pass failed");
      await tick();
      expect(pass).toHaveBeenCalledTimes(2);
    } finally {
      error.mockRestore();
    }
  });
});
