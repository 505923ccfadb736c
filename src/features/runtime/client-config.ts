"use client";

import { CLIENT_CONFIG_ROUTE } from "@/domain/api/api-routes";
import { type ClientRuntimeConfig, NO_RUNTIME_CONFIG } from "@/domain/shell/runtime-config";
import { callApi } from "@/features/network/call-api";

let pending: Promise<ClientRuntimeConfig> | null = null;

/** The running server's tag manager and chat settings, fetched once per page load. */
export function fetchClientConfig(): Promise<ClientRuntimeConfig> {
  pending ??= callApi(CLIENT_CONFIG_ROUTE, {}).then((result) => (result.ok ? result.data : NO_RUNTIME_CONFIG));
  return pending;
}
