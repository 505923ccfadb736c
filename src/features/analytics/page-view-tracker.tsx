"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { buildPageViewEvent, PAGE_VIEW_DELAY_MS } from "@/domain/analytics/events";
import { pushAnalyticsEvent } from "./data-layer";

/**
 * Pushes a page_view 100 ms after every navigation, the first load included (spec section 9).
 * The delay lets the new page set its title before it is read.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const location = `${window.location.origin}${pathname}${search ? `?${search}` : ""}`;
      pushAnalyticsEvent(buildPageViewEvent({ path: pathname, location, title: document.title }));
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);

  return null;
}
