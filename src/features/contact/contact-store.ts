"use client";

import { useSyncExternalStore } from "react";
import type { ContactModalMode } from "@/domain/contact/chat-fallback";

/** Which contact modal is open, if any: one for the page, opened from anywhere (footer, live chat, checkout). */
export type ContactModalState = { open: boolean; mode: ContactModalMode };

let state: ContactModalState = { open: false, mode: "form" };
const CLOSED: ContactModalState = { open: false, mode: "form" };
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
