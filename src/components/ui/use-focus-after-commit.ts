"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";

type Target = () => HTMLElement | null | undefined;
/** select: a text field's content selected too, so what the visitor types replaces the refused value. */
type FocusOptions = { select?: boolean };

/**
 * Moves the focus to an element once React has committed the update made with the request. A
 * dialog closed in that same update has handed the focus back to its opener by then (the platform
 * does it in close(), which Dialog calls as it leaves the page), so the element keeps the focus.
 * A requestAnimationFrame callback does not wait for that commit: on a busy machine it ran first,
 * focused nothing inside the still-modal page, and the opener kept the focus. Nor does it wait for
 * a refusal's message: a field focused before its message is rendered is announced without it.
 */
export function useFocusAfterCommit(): (target: Target, options?: FocusOptions) => void {
  const pending = useRef<{ target: Target; options: FocusOptions } | null>(null);
  const [requests, setRequests] = useState(0);
  useLayoutEffect(() => {
    if (requests === 0) return;
    const request = pending.current;
    pending.current = null;
    const element = request?.target();
    element?.focus();
    if (request?.options.select && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
      element.select();
  }, [requests]);
  return useCallback((target: Target, options: FocusOptions = {}) => {
    pending.current = { target, options };
    setRequests((count) => count + 1);
  }, []);
}
