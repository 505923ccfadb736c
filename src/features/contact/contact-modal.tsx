"use client";

import { Mail, MessagesSquare, X } from "lucide-react";
import { useRef } from "react";
import { useFocusTrap } from "@/components/ui/use-focus-trap";
import { CHECKOUT_FALLBACK_MESSAGE, FALLBACK_MESSAGE } from "@/domain/contact/contact-rules";
import { useBodyScrollLock } from "@/features/shell/use-body-scroll-lock";
import { ContactForm } from "./contact-form";
import { closeContactModal, useContactModal } from "./contact-store";

/**
 * The Contact Us dialog. In fallback mode (no live chat) it says so and lists the other ways to
 * reach us; from the checkout flow the form is hidden, since the shop already has the order.
 */
export function ContactModal({ supportEmail }: { supportEmail: string }) {
  const { open, mode } = useContactModal();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, closeContactModal);
  useBodyScrollLock(open);
  if (!open) return null;

  const fallbackMessage =
    mode === "checkout-fallback" ? CHECKOUT_FALLBACK_MESSAGE : mode === "fallback" ? FALLBACK_MESSAGE : null;
  return (
    <div className="fixed inset-0 z-[55] flex items-end justify-center sm:items-center sm:p-6">
      <div
        aria-hidden="true"
        onClick={closeContactModal}
        className="menu-fade-in absolute inset-0 bg-black/70 backdrop-blur-sm"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="contact-title"
        data-testid="contact-modal"
        data-mode={mode}
        tabIndex={-1}
        className="toast-in relative max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-2xl border border-stone-line bg-stone p-5 shadow-2xl sm:rounded-2xl sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="contact-title" className="font-display text-2xl font-bold text-parchment">
            Contact us
          </h2>
          <button
            type="button"
            onClick={closeContactModal}
            aria-label="Close"
            data-testid="contact-close"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-line text-parchment hover:border-gold/60"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {fallbackMessage && (
          <p
            data-testid="contact-fallback-message"
            className="mt-3 rounded-lg border border-gold/30 bg-gold/10 p-3 text-sm text-parchment"
          >
            {fallbackMessage}
          </p>
        )}
        {mode !== "form" && (
          <ul data-testid="contact-methods" className="mt-4 grid gap-2 sm:grid-cols-2">
            <li>
              <a
                href={`mailto:${supportEmail}`}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-stone-line px-3 text-sm text-parchment hover:border-gold/60"
              >
                <Mail aria-hidden="true" className="size-4 text-gold" />
                {supportEmail}
              </a>
            </li>
            <li>
              <a
                href="/discord"
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-12 items-center gap-2 rounded-lg border border-stone-line px-3 text-sm text-parchment hover:border-gold/60"
              >
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
      </div>
    </div>
  );
}
