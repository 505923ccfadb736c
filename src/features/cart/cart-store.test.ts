// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reviewCartLines } from "@/domain/cart/cart-review";
import type { CartItem } from "@/domain/cart/cart-schema";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { FIRE_CAPE, OLD_ARDOUGNE_DIARY } from "../../../tests/support/fixtures";

/*
 * The stored cart's review, from the browser's side: when the page is idle the store sends the
 * cart's lines to POST /api/cart/review and takes the server's answer (the lines to keep, the ones
 * taken out for the notice); a cart of gold only asks nothing. The server's answer is built here
 * with the server's own review over the code's catalogue.
 */

const STORAGE_KEY = "shop:cart";
const REVIEW_PATH = "/api/cart/review";
const UUID = "5f0c6d2e-8a41-4b7e-9c3d-2e1f0a9b8c7d";
const GOLD = buildGoldCartItem(750);
const GONE: CartItem = { ...OLD_ARDOUGNE_DIARY, sku: "diary-atlantis", name: "Atlantis Diary" };

let idle: IdleRequestCallback[] = [];
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  // The cart's save, which a changed cart starts, is not this test's.
  if (url !== REVIEW_PATH)
    return Response.json({ code: "bad_request:cart", message: "Not in this test." }, { status: 400 });
  const { items } = JSON.parse(String(init.body)) as { items: CartItem[] };
  return Response.json(reviewCartLines(items, (sku) => findProductBySku(sku)?.product));
});
const reviewCalls = () => fetchMock.mock.calls.filter(([url]) => url === REVIEW_PATH);

beforeEach(() => {
  vi.resetModules();
  idle = [];
  fetchMock.mockClear();
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  window.localStorage.removeItem(STORAGE_KEY);
  vi.unstubAllGlobals();
});

/** Loads the store over a stored cart, as a page does, and runs what waited for the page to be idle. */
async function reviewStored(cartItems: CartItem[]) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ uuid: UUID, cartItems }));
  const store = await import("./cart-store");
  const before = store.getCartSnapshot();
  const unsubscribe = store.subscribeToCart(() => undefined);
  for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 });
  // The review's chunks, its request and its answer's schemas, each after the one before.
  for (let step = 0; step < 5; step++) {
    await vi.dynamicImportSettled();
    await Promise.all(fetchMock.mock.results.map((result) => result.value));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  unsubscribe();
  return { store, before };
}

describe("the stored cart's review", () => {
  it("sends the cart's lines and takes the server's answer: old lines re-keyed, gone ones named in the notice", async () => {
    const { store } = await reviewStored([FIRE_CAPE, OLD_ARDOUGNE_DIARY, GONE, GOLD]);
    expect(reviewCalls()).toHaveLength(1);
    const [, init] = reviewCalls()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ items: [FIRE_CAPE, OLD_ARDOUGNE_DIARY, GONE, GOLD] });
    const kept = [FIRE_CAPE, { ...OLD_ARDOUGNE_DIARY, sku: "diary-ardougne:medium" }, GOLD];
    const cart = store.getCartSnapshot();
    expect(cart.cartItems).toEqual(kept);
    expect(cart.removedLines?.lines).toEqual([
      { sku: "diary-atlantis", name: "Atlantis Diary", subName: "Medium", reason: "This product is no longer sold." },
    ]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}")).toEqual({ uuid: UUID, cartItems: kept });
  });

  it("leaves a cart the server has nothing to change in as it was", async () => {
    const current = [FIRE_CAPE, { ...OLD_ARDOUGNE_DIARY, sku: "diary-ardougne:medium" }];
    const { store, before } = await reviewStored(current);
    expect(reviewCalls()).toHaveLength(1);
    expect(store.getCartSnapshot()).toBe(before);
    expect(before.cartItems).toEqual(current);
  });

  it("asks nothing for a cart of gold only: gold is priced from live rates, not the catalogue", async () => {
    const { store, before } = await reviewStored([GOLD]);
    expect(reviewCalls()).toHaveLength(0);
    expect(store.getCartSnapshot()).toBe(before);
  });
});
