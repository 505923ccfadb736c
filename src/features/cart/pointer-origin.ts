import type { MouseEvent } from "react";
import type { PointerOrigin } from "./cart-store";

/** Where the click happened; a keyboard "click" has no pointer, so the button's centre stands in. */
export function pointerOrigin(event: MouseEvent<HTMLElement>): PointerOrigin {
  if (event.clientX !== 0 || event.clientY !== 0) return { x: event.clientX, y: event.clientY };
  const box = event.currentTarget.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}
