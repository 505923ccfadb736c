"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { isActivePath, isHeaderSolid } from "@/domain/shell/shell-rules";
import { JOIN_DISCORD_LINK, MAIN_NAV_LINKS } from "@/domain/shell/site-links";
import { CartButton } from "@/features/cart/cart-button";
import { CurrencyPicker } from "@/features/currency/currency-picker";
import { ShopLink } from "@/features/navigation/shop-link";
import { BrandMark } from "./brand-mark";
import { MobileMenu } from "./mobile-menu";

/** `notice`: a strip above the bar (the test-mode notice), rendered on the server and passed through. */
export function SiteHeader({ siteName, notice }: { siteName: string; notice?: ReactNode }) {
  const pathname = usePathname();
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    const update = () => setSolid(isHeaderSolid(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-testid="site-header"
      data-solid={solid ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300 ${
        solid
          ? "border-stone-line bg-stone/95 shadow-lg shadow-black/30 backdrop-blur"
          : "border-transparent bg-transparent"
      }`}
    >
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

        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV_LINKS.map((link) => {
              const active = isActivePath(link.href, pathname);
              return (
                <li key={link.href}>
                  <ShopLink
                    href={link.href}
                    data-testid={`nav-link-${link.href === "/" ? "home" : link.href.slice(1)}`}
                    aria-current={active ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors hover:text-gold ${
                      active ? "text-gold" : "text-parchment"
                    }`}
                  >
                    {link.label}
                  </ShopLink>
                </li>
              );
            })}
          </ul>
        </nav>

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
          <CartButton />
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
