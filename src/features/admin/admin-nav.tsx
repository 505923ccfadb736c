"use client";

import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/messages", label: "Messages" },
  { href: "/admin/catalogue", label: "Catalogue" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/promotions", label: "Promotions" },
  { href: "/admin/carts", label: "Carts" },
] as const;

/** The back office's sections; the one the operator is in (or below) is marked aria-current. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Back office">
      <ul className="flex flex-wrap items-center gap-1">
        {LINKS.map((link) => {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={current ? "page" : undefined}
                data-testid={`admin-nav-${link.label.toLowerCase()}`}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-parchment-muted hover:text-gold aria-[current=page]:bg-stone-raised aria-[current=page]:text-gold"
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
