"use client";

import { SiteHosts, type SiteHostsProps } from "./site-hosts";

/**
 * SiteHosts as the root layout refers to it. Next's client manifest gives each client module one
 * list of chunks, taken from the last entry whose client code holds it; the global 404 page comes
 * after the root layout, so while the layout referred to SiteHosts itself, every page loaded it
 * from the 404 page's chunks, with the 404 page's copy of the header (8 kB gzipped). The
 * 404 page's code does not hold this module, so every page loads it from the root layout's chunks.
 */
export function RootLayoutHosts(props: SiteHostsProps) {
  return <SiteHosts {...props} />;
}
