import type { ReactNode } from "react";
import { Suspense } from "react";
import type { SiteConfig } from "@/domain/shell/site-config";
import { PageViewTracker } from "@/features/analytics/page-view-tracker";
import { CartOverlays } from "@/features/cart/cart-overlays";
import { LiveChatLauncher } from "@/features/chat/live-chat-launcher";
import { ContactModalHost } from "@/features/contact/contact-modal-host";
import { ChunkErrorReload } from "@/features/navigation/chunk-error-reload";
import { IdleVendors } from "@/features/runtime/idle-vendors";

/**
 * The document every page shares, with the site-wide hosts (cart, contact, chat, analytics): the
 * root layout's, and the global 404 page's, which Next renders without any layout.
 */
export function SiteDocument({
  config,
  fontClassName,
  children,
}: {
  config: SiteConfig;
  fontClassName: string;
  children: ReactNode;
}) {
  return (
    <html lang="en" className={fontClassName}>
      <body>
        {children}
        <CartOverlays discountBasisPoints={config.pricing.discountBasisPoints} />
        <ContactModalHost supportEmail={config.supportEmail} />
        <LiveChatLauncher />
        <Suspense fallback={null}>
          <PageViewTracker />
        </Suspense>
        <ChunkErrorReload />
        <IdleVendors />
      </body>
    </html>
  );
}
