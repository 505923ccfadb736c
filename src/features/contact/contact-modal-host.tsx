"use client";

import { lazy, Suspense } from "react";
import { useLazyOverlay } from "@/features/runtime/use-lazy-overlay";
import { useContactModal } from "./contact-store";

const loadModal = () => import("./contact-modal");
// React.lazy, not next/dynamic, for the reason cart-drawer-host.tsx gives.
const ContactModal = lazy(() => loadModal().then((module) => ({ default: module.ContactModal })));

/** Keeps the contact dialog's code out of the first load: fetched once the page is idle, mounted on first open. */
export function ContactModalHost({ supportEmail }: { supportEmail: string }) {
  const { open } = useContactModal();
  return useLazyOverlay(open, loadModal) ? (
    <Suspense fallback={null}>
      <ContactModal supportEmail={supportEmail} />
    </Suspense>
  ) : null;
}
