"use client";

import { useEffect, useRef } from "react";

/**
 * The fields always show the address's filter, the list's: after Back the browser would put back
 * what was typed on the page before it was left (the next filter), so it may not restore them
 * (autoComplete off), a page shown again from the back-forward cache is reset to the address's
 * values, and a move to another filter within the app remounts the form (its key).
 */
export function useFieldsFromAddress() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) form.current?.reset();
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  return form;
}
