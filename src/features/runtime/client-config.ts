"use client";

import { CLIENT_CONFIG_ROUTE } from "@/domain/api/api-routes";
import { type ClientRuntimeConfig, NO_RUNTIME_CONFIG, parseClientRuntimeConfig } from "@/domain/shell/runtime-config";
import { fetchWithRetry } from "@/features/network/fetch-with-retry";

let pending: Promise<ClientRuntimeConfig> | null = null;

async function ask(): Promise<ClientRuntimeConfig> {
  try {
    const response = await fetchWithRetry(CLIENT_CONFIG_ROUTE.path, { method: CLIENT_CONFIG_ROUTE.method });
    return response.ok ? parseClientRuntimeConfig(await response.json()) : NO_RUNTIME_CONFIG;
  } catch {
    return NO_RUNTIME_CONFIG;
  }
}

/**
 * The running server's tag manager and chat settings, fetched once per page load. Not through
 * callApi: every page asks this while idle, and callApi's schemas would bring zod (33 kB gzipped,
 * ~100 ms of a throttled phone's main thread) for an answer parseClientRuntimeConfig reads by hand
 * anyway, switching a vendor off on anything unexpected.
 */
export function fetchClientConfig(): Promise<ClientRuntimeConfig> {
  pending ??= ask();
  return pending;
}
