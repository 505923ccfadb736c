import type { OrderLine } from "@/domain/checkout/reprice";
import type { OrdersTable } from "@/server/db/schema";

/*
 * Orders written straight into this file's database, with the times and states a back-office test
 * needs (a list test wants many orders sharing one created_at). Server modules are imported when
 * called, so a test file may point env at a payment stand-in first.
 */

export const FIRE_CAPE_LINE: OrderLine = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Zerker",
  count: 1,
  config: { "account-type": "zerker" },
  unitCents: 3_500,
  totalCents: 3_500,
  discountCents: 350,
  payableCents: 3_150,
};

/** 750M of gold at 19 cents a million, no discount: charges 14,250. */
export const GOLD_LINE: OrderLine = {
  sku: "osrs-gold",
  name: "OSRS Gold",
  subName: "750M",
  count: 750,
  config: {},
  unitCents: 19,
  totalCents: 14_250,
  discountCents: 0,
  payableCents: 14_250,
};

export type SeedOrder = Partial<{
  id: string;
  reference: string;
  status: OrdersTable["status"];
  email: string;
  name: string;
  rsn: string;
  promoCode: string | null;
  refundedCents: number;
  method: string;
  provider: OrdersTable["provider"];
  providerRef: string | null;
  paymentRef: string | null;
  totalCents: number;
  createdAt: string;
  testMode: boolean;
  fulfilment: "queued" | "in_progress" | "paused" | "delivered" | "cancelled";
  /** The operator the order is assigned to (any id: the column names no table). */
  assignee: string | null;
}>;

let counter = 0;

/** A reference no other seeded order has: RF- and 8 characters of the reference alphabet. */
export function seedReference(): string {
  counter += 1;
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let n = counter + Math.floor(Math.random() * 1e9) * 1_000;
  let text = "";
  for (let index = 0; index < 8; index++) {
    text += alphabet[n % alphabet.length];
    n = Math.floor(n / alphabet.length);
  }
  return `RF-${text}`;
}

export async function seedOrder(seed: SeedOrder = {}): Promise<{ id: string; reference: string }> {
  const { getDatabase } = await import("@/server/db/client");
  const { ensureDatabaseReady } = await import("@/server/db/migrate");
  await ensureDatabaseReady();
  const id = seed.id ?? crypto.randomUUID();
  const reference = seed.reference ?? seedReference();
  const at = seed.createdAt ?? new Date().toISOString();
  const status = seed.status ?? "paid";
  const total = seed.totalCents ?? 3_150;
  const line = { ...FIRE_CAPE_LINE, payableCents: total };
  await getDatabase()
    .db.insertInto("orders")
    .values({
      id,
      reference,
      status,
      email: seed.email ?? "ada@example.com",
      name: seed.name ?? "Ada Lovelace",
      phone: "+1 555 0100",
      rsn: seed.rsn ?? "Zezima",
      method: seed.method ?? "card",
      provider: seed.provider ?? "stripe",
      provider_ref: seed.providerRef === undefined ? `cs_seed_${id}` : seed.providerRef,
      provider_payment_ref: seed.paymentRef === undefined ? `pi_seed_${id}` : seed.paymentRef,
      cart_uuid: crypto.randomUUID(),
      lines_json: JSON.stringify([line]),
      subtotal_cents: total + 350,
      discount_cents: 350,
      total_cents: total,
      currency: "USD",
      purchase_recorded: 0,
      created_at: at,
      updated_at: at,
      paid_at: status === "paid" ? at : null,
      test_mode: seed.testMode === false ? 0 : 1,
      payment_issue: null,
      refunded_at: null,
      disputed_at: null,
      repeat_key: null,
      catalogue_version: null,
      fulfilment: seed.fulfilment ?? "queued",
      assigned_operator_id: seed.assignee ?? null,
      promo_code: seed.promoCode ?? null,
      refunded_cents: seed.refundedCents ?? 0,
    })
    .execute();
  return { id, reference };
}

/** A manual (Zelle) order waiting for its payment, as checkout leaves it. */
export function seedManualOrder(seed: SeedOrder = {}) {
  return seedOrder({
    method: "zelle",
    provider: "manual",
    status: "pending",
    providerRef: null,
    paymentRef: null,
    ...seed,
  });
}
