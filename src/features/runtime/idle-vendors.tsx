"use client";

import { useEffect } from "react";
import { whenIdle } from "./when-idle";

/**
 * Third-party scripts wait until the page is idle, so they never compete with the first paint or
 * the first interaction; which vendors to load is asked of the running server then.
 */
export function IdleVendors() {
  useEffect(
    () =>
      whenIdle(() => {
        void import("./client-config").then(async ({ fetchClientConfig }) => {
          const config = await fetchClientConfig();
          // The vendors' loaders only when the server names a vendor: a shop without them pays nothing
          // (the shop's own chat has no script to load: its panel's code comes when it opens).
          if (config.gtmId === "" && (config.chat.provider === "none" || config.chat.provider === "shop")) return;
          const { loadVendors } = await import("./load-vendors");
          await loadVendors(config);
        });
      }),
    [],
  );
  return null;
}
