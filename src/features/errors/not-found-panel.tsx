import type { Metadata } from "next";
import { ShopLink } from "@/features/navigation/shop-link";
import { ErrorPanel } from "./error-panel";
import { RequestedPath } from "./requested-path";

export const NOT_FOUND_METADATA: Metadata = { title: { absolute: "404 - Page Not Found" } };

/**
 * Spec section 8: "Page Not Found: {path}", with the path as the visitor asked for it. The body of
 * every not-found.tsx: the root one (unknown URLs, with the shop's chrome around it) and each route
 * group's (notFound() in a page of the group, inside the group's layout).
 */
export function NotFoundPanel() {
  return (
    <ErrorPanel
      status={404}
      actions={
        <>
          <ShopLink
            href="/"
            className="inline-flex min-h-11 items-center rounded-lg bg-ember px-5 font-semibold text-night hover:bg-ember-hover"
          >
            Back to the shop
          </ShopLink>
          <ShopLink
            href="/join-discord"
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-line px-5 text-parchment hover:border-gold/60"
          >
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
