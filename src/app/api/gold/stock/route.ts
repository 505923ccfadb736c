import { publicGoldStock } from "@/server/gold/gold-promise";
import { routeMethods } from "@/server/http/route-methods";

// Read per request: the gold page is prerendered, and its form asks this for the stock of now.
export const dynamic = "force-dynamic";

/**
 * The gold available (whole millions) and the settings the delivery promise follows. Public, as a
 * gold shop shows its stock; each process reads it at most every few seconds, and browsers keep
 * nothing, so a buyer coming back reads the stock of now.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("gold_stock", {
  GET: async () => Response.json(await publicGoldStock(), { headers: { "cache-control": "no-store" } }),
});
