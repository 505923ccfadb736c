import type { Metadata } from "next";
import { ErrorPanel } from "@/features/errors/error-panel";
import { RequestedPath } from "@/features/errors/requested-path";
import { ShopLink } from "@/features/navigation/shop-link";
import { SiteChrome } from "@/features/shell/site-chrome";
import { siteConfig } from "@/server/site-config";

export const metadata: Metadata = { title: { absolute: "404 - Page Not Found" } };

/**
 * Spec section 8: "Page Not Found: {path}", with the path as the visitor asked for it. Next renders
 * the root not-found inside the root layout only (for unknown URLs and for notFound() in any group),
 * so it brings the shop's chrome itself.
 */
export default function NotFound() {
  return (
    <SiteChrome config={siteConfig} paymentStrip={true}>
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
    </SiteChrome>
  );
}
