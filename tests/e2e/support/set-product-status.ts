// `tsx --conditions=react-server tests/e2e/support/set-product-status.ts SKU active|hidden`, with
// DATABASE_URL: what an operator's `hide`/`show` does, written to the database from another
// process, for browser tests of a running server to notice on their own.
import { updateProduct } from "@/server/catalogue/catalogue-repository";
import { closeDatabase, getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";

const [sku = "", status] = process.argv.slice(2);
if (status !== "active" && status !== "hidden") throw new Error("usage: set-product-status.ts SKU active|hidden");
await ensureDatabaseReady();
const written = await updateProduct(
  getDatabase().db,
  sku,
  (record) => ({ ok: true, record: { ...record, status } }),
  "e2e",
);
await closeDatabase();
if (!written.ok) {
  console.error(JSON.stringify(written.problems));
  process.exit(1);
}
