"use client";

import { createContext, type ReactNode, useContext } from "react";

const PlainLinksContext = createContext(false);

/**
 * Inside it, every ShopLink is a plain anchor that loads the next page whole. The global 404 page
 * is a document outside the app's layouts, and Next's client router does not carry a visitor from
 * it into the shop (the address changes, the page does not).
 */
export function PlainLinks({ children }: { children: ReactNode }) {
  return <PlainLinksContext value={true}>{children}</PlainLinksContext>;
}

export function usePlainLinks(): boolean {
  return useContext(PlainLinksContext);
}
