"use client";

import "./globals.css";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";
import { isChunkLoadError } from "@/domain/navigation/chunk-reload";
import { ErrorPanel } from "@/features/errors/error-panel";
import { reloadAfterChunkError } from "@/features/navigation/reload-guard";

/** Replaces the root layout when the layout itself fails, so it brings its own document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  return (
    <html lang="en">
      <body>
        <title>500 - Internal Server Error</title>
        <ErrorPanel
          status={500}
          actions={
            // A plain anchor: the client router may be what broke.
            <a href="/" className={buttonClass()}>
              Back to the shop
            </a>
          }
        >
          Internal Server Error
        </ErrorPanel>
      </body>
    </html>
  );
}
