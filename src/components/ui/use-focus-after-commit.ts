"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";

type Target = () => HTMLElement | null | undefined;

/**
 * Moves the focus to an element once React has committed the update made with the request. A
 * dialog closed in that same update has handed the focus back to its opener by then (the platform
 * does it in close(), which Dialog calls as it leaves the page), so the element keeps the focus.
 * A requestAnimationFrame callback does not wait for that commit: on a busy machine it ran first,
 * focused nothing inside the still-modal page, and the opener kept the focus.
 */
export function useFocusAfterCommit(): (target: Target) => void {
  const pending = useRef<Target | null>(null);
  const [requests, setRequests] = useState(0);
  useLayoutEffect(() => {
    if (requests === 0) return;
    const target = pending.current;
    pending.current = null;
    target?.()?.focus();
  }, [requests]);
  return useCallback((target: Target) => {
    pending.current = target;
    setRequests((count) => count + 1);
  }, []);
}
