"use client";

import { type ReactNode, useEffect, useState } from "react";
import { isHeaderSolid } from "@/domain/shell/shell-rules";

/**
 * The header's fixed bar: transparent at the top of the page, solid once it has scrolled (spec
 * section 2). The only header state that needs the browser, so the bar's contents stay server
 * rendered and pass through as children (less to hydrate before the page answers).
 */
export function HeaderBar({ children }: { children: ReactNode }) {
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    const update = () => setSolid(isHeaderSolid(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-testid="site-header"
      data-solid={solid ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300 ${
        solid
          ? "border-stone-line bg-stone/95 shadow-lg shadow-black/30 backdrop-blur"
          : "border-transparent bg-transparent"
      }`}
    >
      {children}
    </header>
  );
}
