"use client";

import "./global-error.css";
import { useEffect } from "react";
import { isChunkLoadError } from "@/domain/navigation/chunk-reload";
import { reloadAfterChunkError } from "@/features/navigation/reload-guard";

/**
 * Replaces the root layout when the layout itself fails, so it brings its own document and its own
 * few styles (global-error.css): the shop's stylesheet belongs to the route groups' layouts, which
 * are not there (ADR 0038).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  return (
    <html lang="en">
      <body className="global-error">
        <title>500 - Internal Server Error</title>
        <main id="main" data-testid="error-page">
          <p aria-hidden="true">500</p>
          <h1 data-testid="error-message">Internal Server Error</h1>
          {/* A plain anchor: the client router may be what broke. */}
          <a href="/">Back to the shop</a>
        </main>
      </body>
    </html>
  );
}
