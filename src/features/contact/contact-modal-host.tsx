"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { whenIdle } from "@/features/runtime/when-idle";
import { useContactModal } from "./contact-store";

const loadModal = () => import("./contact-modal");
const ContactModal = dynamic(() => loadModal().then((module) => module.ContactModal), { ssr: false });

/**
 * Keeps the contact dialog's code out of the first load: it is fetched once the page is idle (so
 * it is there by the time anyone clicks) and mounted the first time the dialog opens.
 */
export function ContactModalHost({ supportEmail }: { supportEmail: string }) {
  const { open } = useContactModal();
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => void loadModal()), []);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return mounted || open ? <ContactModal supportEmail={supportEmail} /> : null;
}
