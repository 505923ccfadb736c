"use client";

import { Mail, MessagesSquare } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { DialogCloseButton } from "@/components/ui/dialog-close-button";
import { Notice } from "@/components/ui/notice";
import { CHECKOUT_FALLBACK_MESSAGE, FALLBACK_MESSAGE } from "@/domain/contact/contact-rules";
import { ContactForm } from "./contact-form";
import { closeContactModal, useContactModal } from "./contact-store";

const METHOD_LINK =
  "flex min-h-12 items-center gap-2 rounded-lg border border-stone-line px-3 text-sm text-parchment hover:border-gold/60";

/**
 * The Contact Us dialog. In fallback mode (no live chat) it says so and lists the other ways to
 * reach us; from the checkout flow the form is hidden, since the shop already has the order.
 */
export function ContactModal({ supportEmail }: { supportEmail: string }) {
  const { open, mode } = useContactModal();
  if (!open) return null;

  const fallbackMessage =
    mode === "checkout-fallback" ? CHECKOUT_FALLBACK_MESSAGE : mode === "fallback" ? FALLBACK_MESSAGE : null;
  return (
    <Dialog
      onClose={closeContactModal}
      aria-labelledby="contact-title"
      data-testid="contact-modal"
      data-mode={mode}
      tabIndex={-1}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="contact-title" className="font-display text-2xl font-bold text-parchment">
          Contact us
        </h2>
        <DialogCloseButton label="Close" onClick={closeContactModal} testId="contact-close" />
      </div>
      {fallbackMessage && (
        <Notice data-testid="contact-fallback-message" className="mt-3 p-3 text-sm">
          {fallbackMessage}
        </Notice>
      )}
      {mode !== "form" && (
        <ul data-testid="contact-methods" className="mt-4 grid gap-2 sm:grid-cols-2">
          <li>
            <a href={`mailto:${supportEmail}`} className={METHOD_LINK}>
              <Mail aria-hidden="true" className="size-4 text-gold" />
              {supportEmail}
            </a>
          </li>
          <li>
            <a href="/discord" target="_blank" rel="noopener noreferrer" className={METHOD_LINK}>
              <MessagesSquare aria-hidden="true" className="size-4 text-gold" />
              Message us on Discord
            </a>
          </li>
        </ul>
      )}
      {mode !== "checkout-fallback" && (
        <div className="mt-5">
          {mode === "form" && (
            <p className="mb-4 text-sm text-parchment-muted">We usually answer within the hour, day and night.</p>
          )}
          <ContactForm />
        </div>
      )}
    </Dialog>
  );
}
