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
 * The path the visitor asked for, as typed, escaped by React like any text. A 404 page rendered
 * for the request has it in its HTML: the global one (per request) and a group's not-found.tsx,
 * whose HTML is only ever rendered for the page that called notFound() (another page's payload
 * carries it as a client reference, with no path, and the browser renders it at its own address).
 * `renderedForPath` false: the browser fills it in once hydrated.
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
