"use client";

import { usePathname } from "next/navigation";
import { isActivePath } from "@/domain/shell/shell-rules";
import { MAIN_NAV_LINKS } from "@/domain/shell/site-links";
import { ShopLink } from "@/features/navigation/shop-link";

/** The header's links from md up; the current page's link is marked for the eye and for screen readers. */
export function MainNav() {
  const pathname = usePathname();
  return (
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
  );
}
