import { vi } from "vitest";

/*
 * For component tests of a refused field taking the focus: a screen reader reads the field with
 * the message its aria-describedby names, so the message must be in the page when the focus lands.
 */

/** Animation frames that come at once (undo with vi.unstubAllGlobals()): a focus moved in "the next frame" then lands before React's commit. */
export function framesAtOnce(): void {
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
}

/** What `field`'s description read each time it took the focus (null: no description in the page). */
export function descriptionsAtFocus(field: HTMLElement): (string | null)[] {
  const read: (string | null)[] = [];
  field.addEventListener("focus", () => {
    const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    const text = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    read.push(text === "" ? null : text);
  });
  return read;
}
