"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isBackOfficePath } from "@/domain/shell/back-office-path";

/**
 * The storefront's site-wide hosts (cart, contact, Live chat, page views, the idle vendors) stay
 * in the root layout, so they live on from the shop to the checkout without a remount, and are
 * left out of the back office: an operator sees no cart or chat, and no admin page sends a page
 * view or loads a vendor. The back office is never reached by a client-side navigation from the
 * shop (nothing links to it), so a host is never torn down mid-visit.
 */
export function StorefrontOnly({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isBackOfficePath(pathname) ? null : children;
}
