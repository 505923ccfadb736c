"use client";

import { usePathname } from "next/navigation";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { whenEngaged } from "@/features/runtime/when-engaged";

const loadPanel = () => import("./mobile-menu-panel");
// The panel (a dialog, the links, the currency picker) is behind a click: its code loads at the
// visitor's first touch, pointer move or key, not with the first paint. React.lazy, not next/dynamic: see cart-drawer-host.tsx.
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));

/**
 * The phone menu. It remembers the path it was opened on, so any route change closes it
 * without an effect; a click on the backdrop or Escape closes it too.
 */
export function MobileMenu({ icon }: { icon: ReactNode }) {
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = () => setOpenedOn(null);
  useEffect(() => whenEngaged(() => void loadPanel()), []);

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
        {icon}
      </button>

      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel pathname={pathname} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
