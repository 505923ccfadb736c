"use client";

import { usePathname } from "next/navigation";
import { useHydrated } from "@/features/runtime/use-hydrated";

function displayPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/**
 * The path the visitor asked for, as typed. The 404 page is prerendered once for every missing
 * path, so the path is filled in by the browser; reading a request header instead would make every
 * page render per request (Next renders not-found into each page's payload; ADR 0003).
 */
export function RequestedPath() {
  const pathname = usePathname();
  const hydrated = useHydrated();
  return <>{hydrated ? displayPath(pathname ?? "") : null}</>;
}
