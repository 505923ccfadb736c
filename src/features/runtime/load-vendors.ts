"use client";

import type { ClientRuntimeConfig } from "@/domain/shell/runtime-config";
import { loadGoogleTagManager } from "@/features/analytics/google-tag-manager";
import { loadLiveChat } from "@/features/chat/live-chat";

/**
 * Loads the vendors the running server named (IdleVendors asks it). A module of its own so the
 * vendor loaders reach the browser only once the page is idle, and only when there is a vendor.
 */
export async function loadVendors(config: ClientRuntimeConfig): Promise<void> {
  loadGoogleTagManager(config.gtmId);
  if (config.chat.provider !== "none" && config.chat.provider !== "shop") await loadLiveChat(config.chat);
}
