"use client";

import { useEffect } from "react";
import { whenIdle } from "./when-idle";

/**
 * Third-party scripts wait until the page is idle, so they never compete with the first paint or
 * the first interaction; which vendors to load is asked of the running server then.
 */
export function IdleVendors() {
  useEffect(
    () =>
      whenIdle(() => {
        void import("./load-vendors").then(({ loadVendors }) => loadVendors());
      }),
    [],
  );
  return null;
}
