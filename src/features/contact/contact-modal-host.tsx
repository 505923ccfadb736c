"use client";

import dynamic from "next/dynamic";
import { useLazyOverlay } from "@/features/runtime/use-lazy-overlay";
import { useContactModal } from "./contact-store";

const loadModal = () => import("./contact-modal");
const ContactModal = dynamic(() => loadModal().then((module) => module.ContactModal), { ssr: false });

/** Keeps the contact dialog's code out of the first load: fetched once the page is idle, mounted on first open. */
export function ContactModalHost({ supportEmail }: { supportEmail: string }) {
  const { open } = useContactModal();
  return useLazyOverlay(open, loadModal) ? <ContactModal supportEmail={supportEmail} /> : null;
}
