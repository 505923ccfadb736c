"use client";

import { useEffect } from "react";
import { isChunkLoadError } from "@/domain/navigation/chunk-reload";
import { ErrorPanel } from "@/features/errors/error-panel";
import { reloadAfterChunkError } from "@/features/navigation/reload-guard";
import { ShopLink } from "@/features/navigation/shop-link";

/** The 500 page of each route group's error.tsx (spec section 8); a stale chunk reloads the page once instead. */
export function ServerErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  return (
    <>
      <title>500 - Internal Server Error</title>
      <ErrorPanel
        status={500}
        actions={
          <>
            <button
              type="button"
              onClick={reset}
              className="inline-flex min-h-11 items-center rounded-lg bg-ember px-5 font-semibold text-night hover:bg-ember-hover"
            >
              Try again
            </button>
            <ShopLink
              href="/"
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-line px-5 text-parchment hover:border-gold/60"
            >
              Back to the shop
            </ShopLink>
          </>
        }
      >
        Internal Server Error
      </ErrorPanel>
    </>
  );
}
