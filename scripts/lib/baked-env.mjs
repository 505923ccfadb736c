// @ts-check
// The environment variables whose values are written into prerendered pages at build time (see
// docs/adr/0003-prerender-with-baked-configuration.md). Changing one needs a new build:
// `npm start` compares them with the last build and rebuilds, and the server warns at start-up
// when it runs with values its pages were not built with.

export const BAKED_ENV_KEYS = /** @type {const} */ ([
  "SITE_NAME",
  "SITE_URL",
  "SUPPORT_EMAIL",
  "SOCIAL_X_URL",
  "SOCIAL_YOUTUBE_URL",
  "SOCIAL_INSTAGRAM_URL",
  "DISCOUNT_PERCENT",
  "GOLD_SELL_USD_PER_MILLION",
  "GOLD_BUY_USD_PER_MILLION",
  "MIN_ORDER_USD",
  // The payment mode and the checkout's methods (src/domain/checkout/payment-mode.ts) follow from
  // these: every page says "Test shop" outside live, and the checkout lists the offered methods.
  "STRIPE_SECRET_KEY",
  "SQUARE_ACCESS_TOKEN",
  "SQUARE_ENVIRONMENT",
  "DEMO_PAYMENTS",
]);

/**
 * Credentials are recorded by kind only, never by value: the snapshot is inlined into the build
 * and written to .next/shop-baked-env.json. The kind is all the payment mode reads of them.
 * @type {Partial<Record<string, (value: string) => string>>}
 */
const RECORDED_AS_KIND = {
  STRIPE_SECRET_KEY: (value) => (value === "" ? "" : /^(sk|rk)_live_/.test(value) ? "live" : "test"),
  SQUARE_ACCESS_TOKEN: (value) => (value === "" ? "" : "set"),
};

/**
 * The baked variables as set (unset ones as ""), trimmed like the server's parser trims them;
 * credentials as their kind.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function bakedEnvSnapshot(env) {
  return Object.fromEntries(
    BAKED_ENV_KEYS.map((key) => {
      const value = (env[key] ?? "").trim();
      return [key, RECORDED_AS_KIND[key]?.(value) ?? value];
    }),
  );
}

/**
 * The names whose values differ between two snapshots.
 * @param {Record<string, string>} builtWith
 * @param {Record<string, string>} runningWith
 */
export function changedBakedKeys(builtWith, runningWith) {
  return BAKED_ENV_KEYS.filter((key) => (builtWith[key] ?? "") !== (runningWith[key] ?? ""));
}
