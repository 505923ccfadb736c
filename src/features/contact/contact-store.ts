"use client";

import { useSyncExternalStore } from "react";
import type { ContactModalMode } from "@/domain/contact/chat-fallback";

/** Which contact modal is open, if any: one for the page, opened from anywhere (footer, live chat, checkout). */
export type ContactModalState = { open: boolean; mode: ContactModalMode };

const CLOSED: ContactModalState = { open: false, mode: "form" };
// The same object the server renders with: a hydrated snapshot that differs from the server's,
// even by identity, makes React re-render its readers synchronously right after hydration.
let state: ContactModalState = CLOSED;
const listeners = new Set<() => void>();

function set(next: ContactModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openContactModal(mode: ContactModalMode = "form"): void {
  set({ open: true, mode });
}

export function closeContactModal(): void {
  set({ ...state, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useContactModal(): ContactModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
