import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, vi } from "vitest";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";

/*
 * For component tests (happy-dom) of storefront code that reads the stored cart: each test mounts
 * into a fresh container with fresh modules (the cart store keeps the cart it first read from
 * storage), and nothing of it outlives the test. A stored cart is reviewed when the browser is
 * idle (cart-store.ts), which asks the server: happy-dom has no requestIdleCallback, so the harness
 * gives one whose callbacks wait for an idle moment that never comes before the test ends (the page
 * is closed first), and they are dropped with it. Without it the store fell back to a timer that
 * fired after the test: its modules loaded and its request went out while the worker ran another
 * file. Anything fetch is asked during the test is refused at once, so no request is left open.
 */

export type CartPageHarness = {
  /** The test's container, in the document from before the test to after it. */
  readonly container: HTMLElement;
  /** The root the test mounts; unmounted after the test. */
  root: Root | null;
};

/** Registers the hooks (call it at the top of a test file, before the file's own beforeEach). */
export function cartPageHarness(): CartPageHarness {
  let container: HTMLElement | null = null;
  const idle = new Map<number, IdleRequestCallback>();
  let lastIdle = 0;
  const harness: CartPageHarness = {
    get container() {
      if (!container) throw new Error("The harness's container exists only inside a test.");
      return container;
    },
    root: null,
  };
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
      idle.set(++lastIdle, callback);
      return lastIdle;
    });
    vi.stubGlobal("cancelIdleCallback", (id: number) => idle.delete(id));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "bad_request:cart", message: "Not in this test." }, { status: 400 })),
    );
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => harness.root?.unmount());
    harness.root = null;
    container?.remove();
    container = null;
    window.localStorage.removeItem(CART_STORAGE_KEY);
    idle.clear();
    vi.unstubAllGlobals();
  });
  return harness;
}
