"use client";

import { Menu, X } from "lucide-react";
import { useRef, useState } from "react";
import { useFocusTrap } from "@/components/ui/use-focus-trap";
import { isActivePath } from "@/domain/shell/shell-rules";
import { JOIN_DISCORD_LINK, MAIN_NAV_LINKS } from "@/domain/shell/site-links";
import { ShopLink } from "@/features/navigation/shop-link";
import { useBodyScrollLock } from "./use-body-scroll-lock";

/**
 * The phone menu. It remembers the path it was opened on, so any route change closes it
 * without an effect; a click on the backdrop or Escape closes it too.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpenedOn(null);

  useFocusTrap(panel, open, close);
  useBodyScrollLock(open);

  return (
    <div className="md:hidden">
      <button
        type="button"
        data-testid="mobile-menu-button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpenedOn(open ? null : pathname)}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-stone-line bg-stone/80 text-parchment"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>

      {open && (
        <div className="fixed inset-0 z-50" data-testid="mobile-menu-overlay">
          <div
            data-testid="mobile-menu-backdrop"
            aria-hidden="true"
            onClick={close}
            className="menu-fade-in absolute inset-0 bg-black/70 backdrop-blur-sm"
          />
          <div
            ref={panel}
            id="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            data-testid="mobile-menu"
            tabIndex={-1}
            className="menu-slide-in absolute inset-y-0 right-0 flex w-[min(20rem,85vw)] flex-col border-l border-stone-line bg-stone p-5 shadow-2xl"
          >
            <div className="mb-6 flex items-center justify-between">
              <span className="font-display text-lg text-gold">Menu</span>
              <button
                type="button"
                onClick={close}
                aria-label="Close menu"
                data-testid="mobile-menu-close"
                className="inline-flex size-11 items-center justify-center rounded-lg border border-stone-line text-parchment"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
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
            <ShopLink
              href={JOIN_DISCORD_LINK.href}
              onClick={close}
              className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-[#4752c4] px-4 font-semibold text-white hover:bg-[#5865f2]"
            >
              {JOIN_DISCORD_LINK.label}
            </ShopLink>
          </div>
        </div>
      )}
    </div>
  );
}
