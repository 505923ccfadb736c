import { isDeepStrictEqual } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import type { CartItem } from "@/domain/cart/cart-schema";
import { GOLD_MIN_MILLIONS } from "@/domain/gold/gold-pricing";

/*
 * Shared by the load and fault suites: the servers' extra environment, the saves they send, how
 * acknowledged saves are checked against the database, and the one-line figures each suite prints.
 */

/** Rate limits would turn a load test into a 429 test; these servers get limits nobody reaches. */
export const UNLIMITED_ENV = { API_RATE_LIMIT: "1000000", CONTACT_RATE_LIMIT: "10000" };

export type Save = { uuid: string; items: CartItem[]; email: string };

/**
 * A distinct, valid save: its own uuid, a gold line whose amount and the email depend on `n`. The
 * amount is one the shop sells (GOLD_MIN_MILLIONS and up): saveCartData refuses a line the
 * checkout would refuse.
 */
export function makeSave(n: number): Save {
  const millions = GOLD_MIN_MILLIONS + (n % 9_000);
  return {
    uuid: crypto.randomUUID(),
    items: [
      {
        sku: "osrs-gold",
        name: "OSRS Gold",
        subName: `${millions}M`,
        count: 1,
        pricePer: millions * 19,
        totalPrice: millions * 19,
        imageSrc: "/art/gold.svg",
        config: { millions },
      },
    ],
    email: n % 3 === 0 ? "" : `load${n}@example.com`,
  };
}

export function saveBody(save: Save): string {
  return JSON.stringify({ uuid: save.uuid, cart: JSON.stringify(save.items), email: save.email });
}

/** POSTs one save; the answer's status and, for an error, its code. Network failures come back as status 0. */
export async function postSave(baseUrl: string, save: Save): Promise<{ status: number; code?: string }> {
  try {
    const response = await fetch(`${baseUrl}/api/cart/saveCartData`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: saveBody(save),
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    return { status: response.status, code: body.code };
  } catch {
    return { status: 0 };
  }
}

type StoredRow = { uuid: string; items_json: string; email: string };

export function readSqliteCarts(file: string): Map<string, StoredRow> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select uuid, items_json, email from carts").all() as StoredRow[];
    return new Map(rows.map((row) => [row.uuid, row]));
  } finally {
    db.close();
  }
}

export async function readPostgresCarts(url: string): Promise<Map<string, StoredRow>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<StoredRow>("select uuid, items_json, email from carts");
    return new Map(rows.map((row) => [row.uuid, row]));
  } finally {
    await client.end();
  }
}

/** Every acknowledged save must be stored with exactly what was sent. */
export function checkAcknowledged(
  acknowledged: Iterable<Save>,
  stored: Map<string, StoredRow>,
): { checked: number; missing: string[]; different: string[] } {
  const missing: string[] = [];
  const different: string[] = [];
  let checked = 0;
  for (const save of acknowledged) {
    checked += 1;
    const row = stored.get(save.uuid);
    if (!row) missing.push(save.uuid);
    else if (row.email !== save.email || !isDeepStrictEqual(JSON.parse(row.items_json), save.items))
      different.push(save.uuid);
  }
  return { checked, missing, different };
}

/** One recognisable line per suite, copied into docs/operations.md ("Resilience figures"). */
export function printFigures(suite: string, figures: Record<string, number | string>): void {
  const fields = Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");
  console.log(`RESILIENCE-FIGURES suite=${suite} ${fields}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
