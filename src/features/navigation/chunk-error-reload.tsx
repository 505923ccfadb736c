"use client";

import { useEffect } from "react";
import { isBuildAssetUrl, isChunkLoadError } from "@/domain/navigation/chunk-reload";
import { reloadAfterChunkError } from "./reload-guard";

/** Listens for a build chunk that failed to load (a new deploy) and reloads the page once. */
export function ChunkErrorReload() {
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      // A <script> or <link> that fails fires a non-bubbling error event, seen here in the capture phase.
      const failedAsset =
        (target instanceof HTMLScriptElement && isBuildAssetUrl(target.src)) ||
        (target instanceof HTMLLinkElement && isBuildAssetUrl(target.href));
      if (failedAsset || (event instanceof ErrorEvent && isChunkLoadError(event.error))) reloadAfterChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError();
    };
    window.addEventListener("error", onError, true);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError, true);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  return null;
}
