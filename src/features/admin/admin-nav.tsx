"use client";

import { usePathname } from "next/navigation";
import { type AdminArea, canOpen, type OperatorRole } from "@/domain/admin/roles";

const LINKS: readonly { href: string; label: string; area: AdminArea }[] = [
  { href: "/admin/dashboard", label: "Dashboard", area: "dashboard" },
  { href: "/admin/orders", label: "Orders", area: "orders" },
  { href: "/admin/messages", label: "Messages", area: "messages" },
  { href: "/admin/catalogue", label: "Catalogue", area: "catalogue" },
  { href: "/admin/settings", label: "Settings", area: "settings" },
  { href: "/admin/promotions", label: "Promotions", area: "promotions" },
  { href: "/admin/carts", label: "Carts", area: "carts" },
  { href: "/admin/staff", label: "Staff", area: "staff" },
];

/**
 * The back office's sections the operator's role may open; the one the operator is in (or below)
 * is marked aria-current. Hiding a link is a courtesy: every page and API checks the role itself.
 */
export function AdminNav({ role }: { role: OperatorRole }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Back office">
      <ul className="flex flex-wrap items-center gap-1">
        {LINKS.filter((link) => canOpen(role, link.area)).map((link) => {
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
