"use client";

import { type ClientRuntimeConfig, NO_RUNTIME_CONFIG } from "@/domain/shell/runtime-config";
import { callApi } from "@/features/network/call-api";

let pending: Promise<ClientRuntimeConfig> | null = null;

/** The running server's tag manager and chat settings, fetched once per page load. */
export function fetchClientConfig(): Promise<ClientRuntimeConfig> {
  pending ??= callApi(async () => (await import("@/domain/api/client-config")).clientConfigContract, {}).then(
    (result) => (result.ok ? result.data : NO_RUNTIME_CONFIG),
  );
  return pending;
}
