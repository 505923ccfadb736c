"use client";

import type { ReactNode } from "react";
import { openContactModal } from "./contact-store";

export function ContactButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      data-testid="contact-us-button"
      onClick={() => openContactModal("form")}
      className={className}
    >
      {children}
    </button>
  );
}
