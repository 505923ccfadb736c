"use client";

import { useEffect } from "react";
import { Button, buttonClass } from "@/components/ui/button";
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
            <Button onClick={reset}>Try again</Button>
            <ShopLink href="/" className={buttonClass({ variant: "secondary" })}>
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
