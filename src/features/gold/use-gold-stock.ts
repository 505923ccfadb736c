"use client";

import { useEffect, useState } from "react";
import { GOLD_STOCK_ROUTE } from "@/domain/api/gold-stock-route";
import { type GoldStock, parseGoldStock } from "@/domain/gold/gold-stock";
import { fetchWithRetry } from "@/features/network/fetch-with-retry";

export type GoldStockState =
  /** Before the first answer: the prerendered page knows nothing of the stock. */
  | { status: "loading" }
  | { status: "known"; stock: GoldStock }
  /** No answer, or one that could not be read: the form promises nothing it cannot keep. */
  | { status: "unknown" };

async function askStock(): Promise<GoldStock | undefined> {
  try {
    const response = await fetchWithRetry(GOLD_STOCK_ROUTE.path, {
      method: GOLD_STOCK_ROUTE.method,
      cache: "no-store",
    });
    return response.ok ? parseGoldStock(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shop's gold stock, asked when the form mounts and again whenever the tab becomes visible, so
 * a buyer coming back to the page reads the stock of now. The page itself stays prerendered.
 * A later failure keeps the last answer: it was true a moment ago, and the checkout checks again.
 */
export function useGoldStock(): GoldStockState {
  const [state, setState] = useState<GoldStockState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    let asking = false;
    const refresh = async () => {
      if (asking) return;
      asking = true;
      const stock = await askStock();
      asking = false;
      if (!live) return;
      if (stock) setState({ status: "known", stock });
      else setState((before) => (before.status === "known" ? before : { status: "unknown" }));
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    void refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return state;
}
