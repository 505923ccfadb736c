"use client";

import { usePathname } from "next/navigation";
import { requestedPathOf } from "@/domain/catalogue/unsold-path";
import { useHydrated } from "@/features/runtime/use-hydrated";

function displayPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/**
 * The path the visitor asked for, as typed, escaped by React like any text. The global 404 page
 * (per request) has it in its HTML. A group's not-found.tsx is only ever rendered for the request
 * whose page called notFound() (other pages' payloads carry it as a client reference, without a
 * path), so it reads that request's path from its first render: Next 16 answers such a 404 with
 * an empty error shell and draws the not-found from the page's payload in the browser, and the
 * path is there from the first paint rather than after hydration. (The private links' pages, the
 * ones that 404 from a visitor's link, are the global 404 page instead: private-link-route.ts.) `renderedForPath` false: the
 * browser fills it in once hydrated.
 */
export function RequestedPath({ renderedForPath }: { renderedForPath: boolean }) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  // A path that does not decode is rewritten to /_not-found by the request stamp: the server knows only
  // that name, so the browser fills in what the visitor typed.
  const known = renderedForPath && pathname !== "/_not-found";
  // A product path the catalogue does not sell arrives rewritten under a prefix (sold-paths.ts).
  return <>{known || hydrated ? displayPath(requestedPathOf(pathname ?? "")) : null}</>;
}
