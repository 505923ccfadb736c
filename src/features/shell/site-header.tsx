import { Menu, ShoppingCart } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { JOIN_DISCORD_LINK } from "@/domain/shell/site-links";
import { CartButton } from "@/features/cart/cart-button";
import { CurrencyPicker } from "@/features/currency/currency-picker";
import { ShopLink } from "@/features/navigation/shop-link";
import { BrandMark } from "./brand-mark";
import { HeaderBar } from "./header-bar";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";

/**
 * A server component: only its islands (the bar's scroll state, the links' current page, the
 * currency picker, the cart button, the phone menu) hydrate, and the brand mark and the skip link
 * are plain HTML. `notice`: a strip above the bar (the test-mode notice).
 */
export function SiteHeader({ siteName, notice }: { siteName: string; notice?: ReactNode }) {
  return (
    <HeaderBar>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded-md focus:bg-gold focus:px-3 focus:py-2 focus:text-night"
      >
        Skip to content
      </a>
      {notice}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <ShopLink
          href="/"
          className="flex min-h-11 items-center gap-2.5"
          data-testid="header-logo"
          aria-label={`${siteName} home`}
        >
          <BrandMark className="size-9" />
          {/* Between md and lg the bar holds the links and the currency picker: the mark alone (the link's name says the shop's). */}
          <span className="font-display text-lg font-bold tracking-wide text-parchment md:max-lg:hidden">
            {siteName}
          </span>
        </ShopLink>

        <MainNav />

        <div className="ml-auto flex items-center gap-2">
          {/* On phones it sits in the menu, with the links. */}
          <div className="max-md:hidden">
            <CurrencyPicker testId="currency-picker-header" compact />
          </div>
          <ShopLink
            href={JOIN_DISCORD_LINK.href}
            data-testid="header-join-discord"
            className={buttonClass({ variant: "discord", pad: 4, className: "text-sm max-sm:hidden" })}
          >
            {JOIN_DISCORD_LINK.label}
          </ShopLink>
          {/* The islands' icons are drawn here, on the server: no icon code in the first load. */}
          <CartButton icon={<ShoppingCart aria-hidden="true" className="size-5" />} />
          <MobileMenu icon={<Menu aria-hidden="true" className="size-5" />} />
        </div>
      </div>
    </HeaderBar>
  );
}
