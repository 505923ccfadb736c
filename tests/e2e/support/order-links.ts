import { createHash, randomBytes } from "node:crypto";
import SQLite from "better-sqlite3";
import pg from "pg";

/*
 * For the order page's browser tests (issue 18): a link to an order's private page, made by
 * writing a token's hash straight into the test server's database, as the shop's
 * src/server/orders/access-tokens.ts does (32 random bytes as base64url, stored as SHA-256 hex);
 * the page opening with it proves the two agree. The real links (emails, confirmation screens) are
 * tested where they are made. Also the one other direct write: a step with its figure, a pause or
 * the gold trade's details, until the back office's controls for them are tested end to end.
 */

/** A SQLite file path, or a postgres:// URL. */
export type E2eDatabase = string;

async function run(database: E2eDatabase, sqlite: (db: SQLite.Database) => void, postgres: string[][]) {
  if (database.startsWith("postgres")) {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    try {
      for (const [text, ...values] of postgres) await client.query(text ?? "", values);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new SQLite(database);
  try {
    sqlite(db);
  } finally {
    db.close();
  }
}

/** The order's id (the back office's address for it), "" when there is none. */
export async function orderIdOf(database: E2eDatabase, reference: string): Promise<string> {
  if (database.startsWith("postgres")) {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    try {
      const result = await client.query("select id from orders where reference = $1", [reference]);
      return String(result.rows[0]?.id ?? "");
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(database, { readonly: true });
  try {
    const row = db.prepare("select id from orders where reference = ?").get(reference) as { id: string } | undefined;
    return row?.id ?? "";
  } finally {
    db.close();
  }
}

/**
 * A new token for the order with `reference`, made `ageDays` ago (an old link: the lifetime runs
 * from the token's created_at); answers the page's path, /orders/REF?k=TOKEN.
 */
export async function orderLink(database: E2eDatabase, reference: string, { ageDays = 0 } = {}): Promise<string> {
  const orderId = await orderIdOf(database, reference);
  if (!orderId) throw new Error(`No order ${reference} in ${database}`);
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  const at = new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000).toISOString();
  await run(
    database,
    (db) =>
      db
        .prepare("insert into order_access_tokens (token_hash, order_id, purpose, created_at) values (?, ?, ?, ?)")
        .run(hash, orderId, "checkout", at),
    [
      [
        "insert into order_access_tokens (token_hash, order_id, purpose, created_at) values ($1, $2, $3, $4)",
        hash,
        orderId,
        "checkout",
        at,
      ],
    ],
  );
  return `/orders/${reference}?k=${token}`;
}

export type StepWrite = {
  step: "queued" | "in_progress" | "paused" | "delivered" | "cancelled";
  progress?: { done: number; target: number; unit: string };
  reason?: string;
};

/** A step as the back office writes it (a row, the order's fulfilment, the page's version), on SQLite. */
export function writeStep(databaseFile: string, reference: string, write: StepWrite): void {
  const db = new SQLite(databaseFile);
  try {
    const order = db.prepare("select id, tracking_version from orders where reference = ?").get(reference) as {
      id: string;
      tracking_version: number;
    };
    const at = new Date().toISOString();
    db.prepare(
      `insert into order_steps (id, order_id, step, progress_done, progress_target, progress_unit, reason, operator_id, created_at, version)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      crypto.randomUUID(),
      order.id,
      write.step,
      write.progress?.done ?? null,
      write.progress?.target ?? null,
      write.progress?.unit ?? null,
      write.reason ?? null,
      crypto.randomUUID(),
      at,
      order.tracking_version + 1,
    );
    db.prepare(
      "update orders set fulfilment = ?, tracking_version = tracking_version + 1, updated_at = ? where id = ?",
    ).run(write.step, at, order.id);
  } finally {
    db.close();
  }
}

/** Makes the order a gold order (its lines), with the trade's details when given, on SQLite. */
export function makeGoldOrder(
  databaseFile: string,
  reference: string,
  trade: { world: number; place: string; traderRsn: string } | null,
): void {
  const db = new SQLite(databaseFile);
  try {
    const line = {
      sku: "osrs-gold",
      name: "OSRS Gold",
      subName: "750M",
      count: 1,
      config: {},
      unitCents: 3_150,
      totalCents: 3_150,
      discountCents: 0,
      payableCents: 3_150,
    };
    db.prepare(
      "update orders set lines_json = ?, trade_world = ?, trade_place = ?, trade_rsn = ?, tracking_version = tracking_version + 1 where reference = ?",
    ).run(JSON.stringify([line]), trade?.world ?? null, trade?.place ?? null, trade?.traderRsn ?? null, reference);
  } finally {
    db.close();
  }
}
