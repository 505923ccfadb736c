"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { noticeClass } from "@/components/ui/notice";
import type { RemovedLines } from "@/domain/cart/cart";
import { dismissRemovedLines } from "./cart-store";
import { useCart } from "./use-cart";

/** Where the notice is drawn in the page itself rather than in the toast. */
export const IN_FLOW_NOTICE_PATHS: readonly string[] = ["/checkout"];

function lineLabel(line: { name: string; subName?: string }): string {
  return line.subName ? `${line.name} (${line.subName})` : line.name;
}

/** Names the lines a stored cart lost; it stays until dismissed, so a visitor cannot miss it. */
export function RemovedNotice({ removed, className }: { removed: RemovedLines; className?: string }) {
  return (
    <div className={`flex flex-col gap-2${className ? ` ${className}` : ""}`} data-testid="cart-removed-notice">
      <p>
        <span className="font-semibold">{removed.lines.map(lineLabel).join(", ")}</span>{" "}
        {removed.lines.length === 1 ? "was" : "were"} removed from your cart: we no longer sell{" "}
        {removed.lines.length === 1 ? "it" : "them"} as chosen.
      </p>
      <Button variant="ghost" pad={3} className="self-end" onClick={() => dismissRemovedLines(removed.id)}>
        Dismiss
      </Button>
    </div>
  );
}

/**
 * The same notice as a box in the page's flow, for a page whose heading and first fields a toast
 * would cover on a phone: the page moves down to make room instead. The status region stays
 * mounted so screen readers announce the notice when the restored cart is reviewed.
 */
export function CartRemovedNotice({ icon }: { icon: ReactNode }) {
  const { removedLines } = useCart();
  return (
    <div role="status" aria-live="polite">
      {removedLines && (
        <div
          key={removedLines.id}
          className={noticeClass({ className: "mb-8 flex items-start gap-3 p-4 text-sm" })}
          data-testid="cart-removed-box"
        >
          {icon}
          <RemovedNotice removed={removedLines} className="min-w-0 flex-1" />
        </div>
      )}
    </div>
  );
}
