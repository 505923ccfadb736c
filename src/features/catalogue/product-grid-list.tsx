import type { ReactNode } from "react";

/** The grid the cards sit in, the same whether the server or the search island draws it. */
export function ProductGridList({ children }: { children: ReactNode }) {
  return (
    <ul data-testid="product-grid" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
