"use client";

import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

const Hydrated = createContext(false);

/**
 * Tells the page when hydration is over, once, in a transition: what only the browser knows
 * (the cart in local storage, the visitor's clock) then renders in slices React can interrupt,
 * not in one synchronous pass right after hydration.
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

/**
 * useSyncExternalStore for a store of what only the browser knows (ADR 0022): the server's snapshot
 * until the page has hydrated, the browser's from then on, so the first render with the browser's
 * values is the transition's and not a synchronous pass right after hydration.
 */
export function useHydratedStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
