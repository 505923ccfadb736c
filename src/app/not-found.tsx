import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { ErrorPanel } from "@/features/errors/error-panel";
import { RequestedPath } from "@/features/errors/requested-path";
import { ShopLink } from "@/features/navigation/shop-link";

export const metadata: Metadata = { title: { absolute: "404 - Page Not Found" } };

/** Spec section 8: "Page Not Found: {path}", with the path as the visitor asked for it. */
export default function NotFound() {
  return (
    <ErrorPanel
      status={404}
      actions={
        <>
          <ShopLink href="/" className={buttonClass()}>
            Back to the shop
          </ShopLink>
          <ShopLink href="/join-discord" className={buttonClass({ variant: "secondary" })}>
            Ask us on Discord
          </ShopLink>
        </>
      }
    >
      Page Not Found:{" "}
      <span className="break-all font-sans font-semibold text-gold">
        <RequestedPath />
      </span>
    </ErrorPanel>
  );
}
