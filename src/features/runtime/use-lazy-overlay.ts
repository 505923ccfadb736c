"use client";

import { useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/**
 * For an overlay whose code stays out of the first load: `load` runs once the page is idle (so the
 * code is there by the time anyone clicks), and the answer turns true the first time `open` is
 * true and stays true, so the overlay can animate closed.
 */
export function useLazyOverlay(open: boolean, load: () => Promise<unknown>): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => void load()), [load]);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return mounted || open;
}
