"use client";

import { parseCurrency } from "@/domain/money/currency-format";
import type { Currency } from "@/domain/settings/currencies";
import { useHydratedStore } from "@/features/runtime/use-hydrated";
import { CURRENCY_STORAGE_KEY } from "./currency-boot-script";

/*
 * The visitor's currency: kept in local storage (so it lasts across visits), followed across tabs
 * through the storage event, and marked on <html data-currency> by the boot script before the
 * first paint (currency-boot-script.ts). Prerendered HTML is in USD, so the server snapshot is
 * USD; a price's first paint is already right because the boot script rewrote it.
 */

const listeners = new Set<() => void>();
let chosen: Currency | null = null;

function readStorage(): Currency {
  try {
    return parseCurrency(window.localStorage.getItem(CURRENCY_STORAGE_KEY)) ?? "USD";
  } catch {
    return "USD";
  }
}

function mark(currency: Currency): void {
  document.documentElement.dataset.currency = currency;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== CURRENCY_STORAGE_KEY && event.key !== null) return;
  chosen = readStorage();
  mark(chosen);
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function getSnapshot(): Currency {
  chosen ??= readStorage();
  return chosen;
}

const getServerSnapshot = (): Currency => "USD";

export function setCurrency(currency: Currency): void {
  chosen = currency;
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage can be switched off: the choice then holds for this page only.
  }
  mark(currency);
  emit();
}

/** The stored choice once the page has hydrated, USD before (ADR 0022). */
export function useCurrencyChoice(): Currency {
  return useHydratedStore(subscribe, getSnapshot, getServerSnapshot);
}
