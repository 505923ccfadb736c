import { vi } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import { setEnv } from "../../support/env";
import { fireCapeItem } from "../../support/fixtures";

/*
 * The env is read once, when the server modules load: a test that needs another configuration
 * sets it here, drops the loaded modules and imports the routes again. The database stays the
 * file's own (DATABASE_URL is untouched), so orders placed under one configuration are still
 * there under the next, as after a restart with new keys.
 */

/** Every variable a configuration below may set; the rest of the environment is left alone. */
const CONFIG_KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_URL",
  "SQUARE_ACCESS_TOKEN",
  "SQUARE_LOCATION_ID",
  "SQUARE_ENVIRONMENT",
  "SQUARE_API_URL",
  "DEMO_PAYMENTS",
  "MIN_ORDER_USD",
] as const;

export type ShopConfig = Partial<Record<(typeof CONFIG_KEYS)[number], string>>;

/** Setting each variable to its own value: a snapshot whose restore puts the file's start back. */
const restoreOriginal = setEnv(Object.fromEntries(CONFIG_KEYS.map((key) => [key, process.env[key]])));

export type ShopRoutes = Awaited<ReturnType<typeof importRoutes>>;

async function importRoutes() {
  return {
    order: (await import("@/app/api/checkout/order/route")).POST,
    testPayment: (await import("@/app/api/test-payment/route")).POST,
    stripeGetPaymentData: (await import("@/app/api/stripe/getPaymentData/route")).GET,
    squareGetPaymentData: (await import("@/app/api/square/getPaymentData/route")).GET,
    squareMarkAsCompleted: (await import("@/app/api/square/markAsCompleted/route")).POST,
    stripeMarkAsCompleted: (await import("@/app/api/stripe/markAsCompleted/route")).POST,
    orders: await import("@/server/orders/order-store"),
    dbClient: await import("@/server/db/client"),
    migrate: await import("@/server/db/migrate"),
  };
}

let loaded: ShopRoutes | undefined;

/** Restarts the shop's server modules under exactly this configuration (unset keys are removed). */
export async function startShopWith(config: ShopConfig): Promise<ShopRoutes> {
  if (loaded) await loaded.dbClient.closeDatabase();
  setEnv(Object.fromEntries(CONFIG_KEYS.map((key) => [key, config[key]])));
  vi.resetModules();
  loaded = await importRoutes();
  return loaded;
}

/** Puts the environment back as the file found it. */
export function restoreShopConfig(): void {
  restoreOriginal();
}

export const PROFILE = { email: "ada@example.com", name: "Ada Lovelace", phone: "+1 555 0100", rsn: "Zezima" };

/** A zerker fire cape: $35 less the 10% site discount, $31.50, whatever the browser says. */
export const FIRE_CAPE: CartItem = fireCapeItem();
export const FIRE_CAPE_CENTS = 3_150;

export { ONE_XP_OF_ATTACK } from "../../support/fixtures";

export function orderRequest(input: {
  items: CartItem[];
  method: string;
  expectedTotalCents: number;
  email?: string;
}): Request {
  return new Request("http://shop.test/api/checkout/order", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      cartUuid: crypto.randomUUID(),
      items: input.items,
      profile: { ...PROFILE, email: input.email ?? PROFILE.email },
      method: input.method,
      acceptTerms: true,
      expectedTotalCents: input.expectedTotalCents,
    }),
  });
}

export async function countOrders(routes: ShopRoutes): Promise<number> {
  await routes.migrate.ensureDatabaseReady();
  const { db } = routes.dbClient.getDatabase();
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
