"use client";

import type { ReactNode } from "react";
import { Suspense } from "react";
import type { CurrencyRates } from "@/domain/settings/currencies";
import { PageViewTracker } from "@/features/analytics/page-view-tracker";
import { CartOverlays } from "@/features/cart/cart-overlays";
import type { CartToastIcons } from "@/features/cart/cart-toast";
import { LiveChatLauncher } from "@/features/chat/live-chat-launcher";
import { ContactModalHost } from "@/features/contact/contact-modal-host";
import { CurrencyRatesProvider } from "@/features/currency/currency-rates";
import { ChunkErrorReload } from "@/features/navigation/chunk-error-reload";
import { IdleVendors } from "@/features/runtime/idle-vendors";
import { HydratedProvider } from "@/features/runtime/use-hydrated";
import { StorefrontOnly } from "./storefront-only";

export type SiteHostsProps = {
  currencyRates: CurrencyRates;
  discountBasisPoints: number;
  supportEmail: string;
  /** Drawn by the server document, so no icon code is in every page's first load. */
  icons: { cartToast: CartToastIcons; liveChat: ReactNode };
  children: ReactNode;
};

/**
 * The body of every document: the page with the storefront's site-wide hosts (cart, contact, chat,
 * analytics; left out of the back office by StorefrontOnly). One client component rather than
 * several so the document refers to a single client module (see site-hosts-for-404.tsx for why).
 */
export function SiteHosts({ currencyRates, discountBasisPoints, supportEmail, icons, children }: SiteHostsProps) {
  return (
    <HydratedProvider>
      <CurrencyRatesProvider rates={currencyRates}>
        {children}
        <StorefrontOnly>
          <CartOverlays discountBasisPoints={discountBasisPoints} toastIcons={icons.cartToast} />
          <ContactModalHost supportEmail={supportEmail} />
          <LiveChatLauncher icon={icons.liveChat} />
          <Suspense fallback={null}>
            <PageViewTracker />
          </Suspense>
          <IdleVendors />
        </StorefrontOnly>
        <ChunkErrorReload />
      </CurrencyRatesProvider>
    </HydratedProvider>
  );
}
