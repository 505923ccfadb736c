"use client";

import { useEffect, useState } from "react";
import { whenEngaged } from "./when-engaged";

/**
 * For an overlay whose code stays out of the first load: `load` runs at the visitor's first touch,
 * pointer move or key (so the code is there by the time anyone clicks; see when-engaged.ts), and the answer turns true the first time `open` is
 * true and stays true, so the overlay can animate closed.
 */
export function useLazyOverlay(open: boolean, load: () => Promise<unknown>): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenEngaged(() => void load()), [load]);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return mounted || open;
}
