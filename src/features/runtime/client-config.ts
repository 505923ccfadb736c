"use client";

import { type ClientRuntimeConfig, NO_RUNTIME_CONFIG, parseClientRuntimeConfig } from "@/domain/shell/runtime-config";

let pending: Promise<ClientRuntimeConfig> | null = null;

/** The running server's tag manager and chat settings, fetched once per page load. */
export function fetchClientConfig(): Promise<ClientRuntimeConfig> {
  pending ??= fetch("/api/client-config")
    .then((response) => (response.ok ? response.json() : null))
    .then(parseClientRuntimeConfig, () => NO_RUNTIME_CONFIG);
  return pending;
}
