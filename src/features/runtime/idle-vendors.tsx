"use client";

import { useEffect } from "react";
import { loadGoogleTagManager } from "@/features/analytics/google-tag-manager";
import { loadLiveChat } from "@/features/chat/live-chat";
import { fetchClientConfig } from "./client-config";
import { whenIdle } from "./when-idle";

/**
 * Third-party scripts wait until the page is idle, so they never compete with the first paint or
 * the first interaction; which vendors to load is asked of the running server then.
 */
export function IdleVendors() {
  useEffect(
    () =>
      whenIdle(() => {
        void fetchClientConfig().then((config) => {
          loadGoogleTagManager(config.gtmId);
          if (config.chat.provider !== "none") void loadLiveChat(config.chat);
        });
      }),
    [],
  );
  return null;
}
