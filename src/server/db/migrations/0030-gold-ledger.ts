import { type Kysely, sql } from "kysely";

/*
 * The shop's gold as a ledger (ADR 0029). gold_movements is append-only: each row moves "on hand"
 * and "reserved" by signed tenths of a million, and the balance is their sum. A movement that must
 * happen once (an order's reservation, its release, a sell order's gold received) carries a
 * dedupe_key the unique index holds, so twenty webhooks of one payment reserve once on either
 * database. gold_stock is one row: every movement first updates it, which serialises movements on
 * both databases (PostgreSQL's row lock, SQLite's write lock) so the balance a movement checks is the
 * balance it changes. gold_waiting lists paid orders the stock did not cover yet, first paid first.
 * orders.gold_tenths is the gold an order buys (0 for none), set when it is placed; older orders
 * get it from their lines here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("gold_movements")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    .addColumn("tenths", "integer", (col) => col.notNull())
    .addColumn("on_hand_tenths", "integer", (col) => col.notNull())
    .addColumn("reserved_tenths", "integer", (col) => col.notNull())
    .addColumn("value_cents", "integer")
    .addColumn("order_id", "varchar(36)")
    .addColumn("sell_order_id", "varchar(36)")
    .addColumn("account", "varchar(12)")
    .addColumn("reason", "varchar(500)")
    .addColumn("operator_id", "varchar(36)")
    .addColumn("override", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("dedupe_key", "varchar(100)")
    .addColumn("happened_at", "varchar(32)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("gold_movements_dedupe_idx").on("gold_movements").column("dedupe_key").unique().execute();
  await db.schema.createIndex("gold_movements_order_idx").on("gold_movements").column("order_id").execute();
  await db.schema
    .createIndex("gold_movements_happened_idx")
    .on("gold_movements")
    .columns(["happened_at", "id"])
    .execute();
  await db.schema
    .createIndex("gold_movements_kind_happened_idx")
    .on("gold_movements")
    .columns(["kind", "happened_at", "id"])
    .execute();

  await db.schema
    .createTable("gold_stock")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await sql`INSERT INTO gold_stock (id, version) VALUES (1, 0)`.execute(db);

  await db.schema
    .createTable("gold_waiting")
    .addColumn("order_id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("tenths", "integer", (col) => col.notNull())
    .addColumn("value_cents", "integer", (col) => col.notNull())
    .addColumn("paid_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("gold_waiting_paid_idx").on("gold_waiting").columns(["paid_at", "order_id"]).execute();

  await db.schema
    .alterTable("orders")
    .addColumn("gold_tenths", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await backfillGoldTenths(db);
}

/** Orders placed before the ledger: their gold line's millions, read from the stored lines. */
async function backfillGoldTenths(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; lines_json: string }>`
    SELECT id, lines_json FROM orders WHERE lines_json LIKE ${'%"osrs-gold"%'}`.execute(db);
  for (const row of rows) {
    let tenths = 0;
    try {
      for (const line of JSON.parse(row.lines_json) as {
        sku?: string;
        count?: number;
        config?: { millions?: unknown };
      }[]) {
        const millions = line.config?.millions;
        if (line.sku === "osrs-gold" && typeof millions === "number" && millions > 0) {
          tenths += Math.round(millions * 10) * Math.max(1, line.count ?? 1);
        }
      }
    } catch {
      continue;
    }
    if (tenths > 0) await sql`UPDATE orders SET gold_tenths = ${tenths} WHERE id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("gold_tenths").execute();
  await db.schema.dropTable("gold_waiting").execute();
  await db.schema.dropTable("gold_stock").execute();
  await db.schema.dropTable("gold_movements").execute();
}
