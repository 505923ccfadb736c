import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { ShopLink } from "@/features/navigation/shop-link";
import { ErrorPanel } from "./error-panel";
import { RequestedPath } from "./requested-path";

export const NOT_FOUND_METADATA: Metadata = { title: { absolute: "404 - Page Not Found" } };

/**
 * Spec section 8: "Page Not Found: {path}", with the path as the visitor asked for it. The body of
 * every not-found.tsx: the root one (unknown URLs, with the shop's chrome around it) and each route
 * group's (notFound() in a page of the group, inside the group's layout).
 */
export function NotFoundPanel({ renderedForPath }: { renderedForPath: boolean }) {
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
        <RequestedPath renderedForPath={renderedForPath} />
      </span>
    </ErrorPanel>
  );
}
