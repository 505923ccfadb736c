"use client";

import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";

const Hydrated = createContext(false);

/**
 * Tells the page when hydration is over, once, in a transition: what only the browser knows
 * (the cart in local storage, the visitor's clock) then renders in slices React can interrupt,
 * not in one synchronous pass right after hydration (issue 19).
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False while the page renders on the server and hydrates, true from the transition after it (and
 * at once in whatever mounts later): for what only the browser knows (local storage, the address
 * of a prerendered 404), without a hydration mismatch. Needs HydratedProvider above (SiteHosts).
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
