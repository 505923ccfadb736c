"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { buildPageViewEvent, PAGE_VIEW_DELAY_MS, PAGE_VIEW_TITLE_WAIT_MS } from "@/domain/analytics/events";
import { pushAnalyticsEvent } from "./data-layer";

/**
 * Pushes a page_view 100 ms after every navigation, the first load included (spec section 9).
 * The delay lets the new page set its title before it is read; a title still missing then is
 * waited for (a change to the document's head), up to PAGE_VIEW_TITLE_WAIT_MS more.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    let pushed = false;
    let observer: MutationObserver | undefined;
    let waitForTitle: number | undefined;
    const push = (title = document.title) => {
      if (pushed) return;
      pushed = true;
      observer?.disconnect();
      window.clearTimeout(waitForTitle);
      const location = `${window.location.origin}${pathname}${search ? `?${search}` : ""}`;
      pushAnalyticsEvent(buildPageViewEvent({ path: pathname, location, title }));
    };
    const timer = window.setTimeout(() => {
      if (document.title) return push();
      observer = new MutationObserver(() => {
        if (document.title) push();
      });
      observer.observe(document.head, { childList: true, subtree: true, characterData: true });
      waitForTitle = window.setTimeout(() => push(), PAGE_VIEW_TITLE_WAIT_MS);
    }, PAGE_VIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      // Left while its title was awaited: the page was seen, so it counts; the title now in the
      // head would be the next page's.
      if (observer) push("");
    };
  }, [pathname, search]);

  return null;
}
