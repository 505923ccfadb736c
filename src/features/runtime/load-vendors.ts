"use client";

import { loadGoogleTagManager } from "@/features/analytics/google-tag-manager";
import { loadLiveChat } from "@/features/chat/live-chat";
import { fetchClientConfig } from "./client-config";

/**
 * Asks the running server which vendors to load and loads them. A module of its own so the vendor
 * loaders and the config fetch reach the browser only once the page is idle, not with every page.
 */
export async function loadVendors(): Promise<void> {
  const config = await fetchClientConfig();
  loadGoogleTagManager(config.gtmId);
  if (config.chat.provider !== "none") await loadLiveChat(config.chat);
}
