import type { ComponentType, ReactNode } from "react";
import type { CurrencyRates } from "@/domain/settings/currencies";
import type { SiteConfig } from "@/domain/shell/site-config";
import { CART_BOOT_SCRIPT } from "@/features/cart/cart-boot-script";
import { CART_TOAST_ICONS } from "@/features/cart/cart-toast-icons";
import { LIVE_CHAT_ICON } from "@/features/chat/live-chat-icon";
import { CURRENCY_BOOT_SCRIPT } from "@/features/currency/currency-boot-script";
import { FONT_BOOT_SCRIPT } from "./font-boot-script";
import type { SiteHostsProps } from "./site-hosts";

/** What the document needs from the operator's settings (the catalogue snapshot's, not the build's). */
export type DocumentPricing = { discountBasisPoints: number; currencyRates: CurrencyRates };

/**
 * The document every page shares, with the storefront's site-wide hosts (cart, contact, chat,
 * analytics; left out of the back office by StorefrontOnly): the root layout's, and the global 404
 * page's, which Next renders without any layout. The currency and cart
 * boot scripts mark <html data-currency> and <html data-cart> before React hydrates it, hence
 * suppressHydrationWarning (which reaches that element's attributes only).
 */
export function SiteDocument({
  config,
  pricing,
  fontClassName,
  hosts: Hosts,
  children,
}: {
  config: SiteConfig;
  pricing: DocumentPricing;
  fontClassName: string;
  /** SiteHosts: the root layout's RootLayoutHosts, the global 404 page's SiteHosts (root-layout-hosts.tsx says why). */
  hosts: ComponentType<SiteHostsProps>;
  children: ReactNode;
}) {
  return (
    <html lang="en" className={fontClassName} suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: the App Router's root layout writes <head> itself (next/head is the Pages Router's) */}
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, before the first paint */}
        <script dangerouslySetInnerHTML={{ __html: CURRENCY_BOOT_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, before the first paint */}
        <script dangerouslySetInnerHTML={{ __html: CART_BOOT_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, before the first paint */}
        <script dangerouslySetInnerHTML={{ __html: FONT_BOOT_SCRIPT }} />
      </head>
      <body>
        <Hosts
          currencyRates={pricing.currencyRates}
          discountBasisPoints={pricing.discountBasisPoints}
          supportEmail={config.supportEmail}
          icons={{ cartToast: CART_TOAST_ICONS, liveChat: LIVE_CHAT_ICON }}
        >
          {children}
        </Hosts>
      </body>
    </html>
  );
}
