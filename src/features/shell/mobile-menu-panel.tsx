"use client";

import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton } from "@/components/ui/dialog-close-button";
import { Drawer } from "@/components/ui/drawer";
import { isActivePath } from "@/domain/shell/shell-rules";
import { JOIN_DISCORD_LINK, MAIN_NAV_LINKS } from "@/domain/shell/site-links";
import { CurrencyPicker } from "@/features/currency/currency-picker";
import { ShopLink } from "@/features/navigation/shop-link";

/** The phone menu's open panel; MobileMenu mounts it to open it and unmounts it to close it. */
export function MobileMenuPanel({ pathname, onClose: close }: { pathname: string; onClose: () => void }) {
  return (
    <Drawer
      onClose={close}
      width="w-[min(20rem,85vw)]"
      id="mobile-menu"
      aria-label="Menu"
      data-testid="mobile-menu"
      tabIndex={-1}
      className="p-5"
    >
      <div className="mb-6 flex items-center justify-between">
        <span className="font-display text-lg text-gold">Menu</span>
        <DialogCloseButton label="Close menu" onClick={close} testId="mobile-menu-close" />
      </div>
      <nav aria-label="Mobile">
        <ul className="flex flex-col gap-1">
          {MAIN_NAV_LINKS.map((link) => (
            <li key={link.href}>
              <ShopLink
                href={link.href}
                onClick={close}
                aria-current={isActivePath(link.href, pathname) ? "page" : undefined}
                className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-parchment hover:bg-stone-raised aria-[current=page]:text-gold"
              >
                {link.label}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <CurrencyPicker testId="currency-picker-menu" className="mt-6" />
      <ShopLink
        href={JOIN_DISCORD_LINK.href}
        onClick={close}
        className={buttonClass({ variant: "discord", size: "lg", pad: 4, className: "mt-6" })}
      >
        {JOIN_DISCORD_LINK.label}
      </ShopLink>
    </Drawer>
  );
}
