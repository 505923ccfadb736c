"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { hasDarkerBackdrop } from "@/domain/shell/shell-rules";

/** Applies the path-keyed backdrop around the whole shell (spec section 2). */
export function ShellFrame({ children }: { children: ReactNode }) {
  const deep = hasDarkerBackdrop(usePathname());
  return (
    <div
      data-testid="shell-frame"
      data-backdrop={deep ? "deep" : "default"}
      className={`flex min-h-dvh flex-col transition-colors duration-300 ${deep ? "bg-stone-deep" : "bg-night"}`}
    >
      {children}
    </div>
  );
}
