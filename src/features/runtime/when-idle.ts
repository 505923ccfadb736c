"use client";

/** Runs `task` once the main thread is idle (or after `fallbackMs` where the browser has no idle callback). */
export function whenIdle(task: () => void, fallbackMs = 2_000): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 4_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
