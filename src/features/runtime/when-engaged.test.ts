// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";

// A fresh module per test: "engaged" is once per page.
async function freshModule() {
  vi.resetModules();
  return import("./when-engaged");
}

describe("whenEngaged", () => {
  it("waits for the first sign of a person, then runs every waiting task once", async () => {
    const { whenEngaged } = await freshModule();
    const first = vi.fn();
    const second = vi.fn();
    whenEngaged(first);
    whenEngaged(second);
    window.dispatchEvent(new Event("load"));
    expect(first).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it("runs a task at once once the visitor has engaged", async () => {
    const { whenEngaged } = await freshModule();
    whenEngaged(() => undefined);
    window.dispatchEvent(new Event("pointermove"));
    const task = vi.fn();
    whenEngaged(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("does not run a cancelled task", async () => {
    const { whenEngaged } = await freshModule();
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenEngaged(kept);
    const cancel = whenEngaged(cancelled);
    cancel();
    window.dispatchEvent(new Event("focusin"));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
