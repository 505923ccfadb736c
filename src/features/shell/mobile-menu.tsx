"use client";

import { Menu } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton } from "@/components/ui/dialog-close-button";
import { Drawer } from "@/components/ui/drawer";
import { isActivePath } from "@/domain/shell/shell-rules";
import { JOIN_DISCORD_LINK, MAIN_NAV_LINKS } from "@/domain/shell/site-links";
import { CurrencyPicker } from "@/features/currency/currency-picker";
import { ShopLink } from "@/features/navigation/shop-link";

/**
 * The phone menu. It remembers the path it was opened on, so any route change closes it
 * without an effect; a click on the backdrop or Escape closes it too.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = () => setOpenedOn(null);

  return (
    <div className="md:hidden">
      <button
        type="button"
        data-testid="mobile-menu-button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpenedOn(open ? null : pathname)}
        className={buttonClass({ variant: "secondary", size: "icon", className: "bg-stone/80" })}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>

      {open && (
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
      )}
    </div>
  );
}
