"use client";

/*
 * Code behind a click (the cart drawer, the contact form, the phone menu, the chat, the cart's save
 * code) loads at the first sign of a person on the page, not at idle: a load at idle still runs
 * inside the window Lighthouse charges as blocking time, and a visitor who only reads
 * never needs it. A finger touching to scroll, a mouse moving or a key pressed comes well before the
 * click that needs the code; a click that does come first still waits only for the fetch.
 */
const ENGAGEMENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"] as const;

const waiting = new Set<() => void>();
let engaged = false;

function onEngaged(): void {
  engaged = true;
  for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngaged, { capture: true });
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/** Runs `task` once the visitor first touches, points, types or scrolls with a wheel; at once if they already have. Returns a cancel. */
export function whenEngaged(task: () => void): () => void {
  if (engaged) {
    task();
    return () => undefined;
  }
  if (waiting.size === 0) {
    for (const type of ENGAGEMENT_EVENTS) {
      window.addEventListener(type, onEngaged, { capture: true, passive: true });
    }
  }
  waiting.add(task);
  return () => {
    waiting.delete(task);
  };
}
