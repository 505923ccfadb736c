"use client";

import { useSyncExternalStore } from "react";

/*
 * Whether the shop's own chat panel is open, for the page and the next ones: the conversation lives
 * behind an httpOnly cookie the panel asks about when it opens, and this tab's sessionStorage keeps
 * it open across a navigation or a reload. Tiny on purpose: it is in every page's first load, the
 * panel's code is not.
 */

export type ChatPanelState = { open: boolean; draft: string; origin: "default" | "checkout" };

const KEY = "rf-chat-open";
const CLOSED: ChatPanelState = { open: false, draft: "", origin: "default" };
let state: ChatPanelState = CLOSED;
const listeners = new Set<() => void>();

function set(next: ChatPanelState): void {
  state = next;
  for (const listener of listeners) listener();
}

function remember(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(KEY, "1");
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the panel just does not reopen by itself.
  }
}

export function openChatPanel(options: { draft?: string; origin?: ChatPanelState["origin"] } = {}): void {
  remember(true);
  set({ open: true, draft: options.draft ?? "", origin: options.origin ?? "default" });
}

export function closeChatPanel(): void {
  remember(false);
  set(CLOSED);
}

/** True when the panel was open in this tab before the page changed. */
export function chatPanelWasOpen(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatPanel(): ChatPanelState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
