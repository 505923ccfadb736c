"use client";

import { isValidGtmId } from "@/domain/analytics/gtm-id";

let loaded = false;

/** Adds the tag manager once, only for a well-formed container id; the id is checked here so no caller can skip the rule. */
export function loadGoogleTagManager(gtmId: string): void {
  if (loaded || !isValidGtmId(gtmId)) return;
  loaded = true;
  window.dataLayer ??= [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  script.dataset.testid = "gtm-script";
  document.head.append(script);
}
