"use client";

import { useSyncExternalStore } from "react";

/*
 * Whether the shop's own chat panel is open, for the page and the next ones: the conversation lives
 * behind an httpOnly cookie the panel asks about when it opens, and this tab's sessionStorage keeps
 * it open across a navigation or a reload. Tiny on purpose: it is in every page's first load, the
 * panel's code is not.
 */

/** The order the panel opened on (after a manual order): its reference and its page's key, the proof. */
export type ChatOrder = { reference: string; key: string };

/** The order of a confirmation: its reference and the key (`k`) of its page's path; undefined without one. */
export function chatOrderOf(placed: { reference: string; orderPath: string }): ChatOrder | undefined {
  const key = new URL(placed.orderPath, "https://shop.invalid").searchParams.get("k");
  return key ? { reference: placed.reference, key } : undefined;
}

export type ChatPanelState = {
  open: boolean;
  draft: string;
  origin: "default" | "checkout";
  order: ChatOrder | null;
  /** A line above the conversation: the continue link that opened the panel had expired. */
  notice: "expired" | null;
};

const KEY = "rf-chat-open";
const CLOSED: ChatPanelState = { open: false, draft: "", origin: "default", order: null, notice: null };
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

export function openChatPanel(
  options: { draft?: string; origin?: ChatPanelState["origin"]; order?: ChatOrder; notice?: "expired" } = {},
): void {
  remember(true);
  set({
    open: true,
    draft: options.draft ?? "",
    origin: options.origin ?? "default",
    order: options.order ?? null,
    notice: options.notice ?? null,
  });
}

/*
 * `?chat=open` (a continue link let this device into the conversation) or `?chat=expired` (the
 * link was used up or old) in the address: the panel opens by itself, and the parameter leaves the
 * address so a reload or a shared link does not open it again.
 */
export function openChatPanelFromAddress(): boolean {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get("chat");
  if (asked !== "open" && asked !== "expired") return false;
  url.searchParams.delete("chat");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  openChatPanel(asked === "expired" ? { notice: "expired" } : {});
  return true;
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
