"use client";

import { Menu } from "lucide-react";
import { usePathname } from "next/navigation";
import { type AdminArea, canOpen, type OperatorRole } from "@/domain/admin/roles";
import { useDisclosure } from "./use-disclosure";

const LINKS: readonly { href: string; label: string; area: AdminArea }[] = [
  { href: "/admin/dashboard", label: "Dashboard", area: "dashboard" },
  { href: "/admin/orders", label: "Orders", area: "orders" },
  { href: "/admin/messages", label: "Messages", area: "messages" },
  { href: "/admin/reviews", label: "Reviews", area: "orders" },
  { href: "/admin/chat", label: "Chat", area: "chat" },
  { href: "/admin/customers", label: "Customers", area: "customers" },
  { href: "/admin/gold", label: "Gold", area: "gold" },
  { href: "/admin/catalogue", label: "Catalogue", area: "catalogue" },
  { href: "/admin/settings", label: "Settings", area: "settings" },
  { href: "/admin/promotions", label: "Promotions", area: "promotions" },
  { href: "/admin/carts", label: "Carts", area: "carts" },
  { href: "/admin/staff", label: "Staff", area: "staff" },
];

/**
 * The back office's sections the operator's role may open; the one the operator is in (or below)
 * is marked aria-current. Hiding a link is a courtesy: every page and API checks the role itself.
 * From 1024 px the links sit in one row (twelve of them, a little closer below 1280 px); below, a Menu button shows them
 * as a list under the header.
 */
export function AdminNav({ role }: { role: OperatorRole }) {
  const pathname = usePathname();
  const { open, root, buttonProps, panelId } = useDisclosure();
  return (
    <nav aria-label="Back office" ref={root} className="relative lg:static">
      <button
        {...buttonProps}
        data-testid="admin-nav-menu"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-line px-3 text-parchment hover:text-gold lg:hidden"
      >
        <Menu aria-hidden="true" className="size-4" />
        Menu
      </button>
      <ul
        id={panelId}
        className={`${open ? "grid" : "hidden"} absolute right-0 top-full z-40 mt-2 w-56 gap-1 rounded-lg border border-stone-line bg-stone p-2 shadow-xl shadow-black/30 lg:static lg:mt-0 lg:flex lg:w-auto lg:items-center lg:gap-0.5 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
      >
        {LINKS.filter((link) => canOpen(role, link.area)).map((link) => {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={current ? "page" : undefined}
                data-testid={`admin-nav-${link.label.toLowerCase()}`}
                className="flex min-h-11 items-center rounded-lg px-3 text-parchment-muted hover:text-gold aria-[current=page]:bg-stone-raised aria-[current=page]:text-gold lg:px-1.5 lg:text-sm xl:px-2.5"
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
