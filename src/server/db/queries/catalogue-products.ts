import "server-only";
import type { Selectable } from "kysely";
import type { LineId } from "@/domain/catalogue/catalogue";
import { type ProductRecord, recordPath } from "@/domain/catalogue/catalogue-snapshot";
import type { Executor } from "../database";
import type { CatalogueProductsTable } from "../schema";

/*
 * The catalogue's products (table catalogue_products), one row per sku with the product as the
 * product schema parses it. Writers hold the catalogue's lock (catalogue-state.ts) while they
 * read and write here.
 */

function rowToRecord(row: Selectable<CatalogueProductsTable>): ProductRecord {
  return {
    sku: row.sku,
    lineId: row.line_id as LineId,
    position: Number(row.position),
    status: row.status,
    product: JSON.parse(row.data_json),
    version: Number(row.version),
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

function recordToRow(record: ProductRecord): CatalogueProductsTable {
  return {
    sku: record.sku,
    line_id: record.lineId,
    slug: record.product.slug,
    path: recordPath(record),
    position: record.position,
    status: record.status,
    data_json: JSON.stringify(record.product),
    version: record.version,
    updated_by: record.updatedBy,
    updated_at: record.updatedAt,
  };
}

/** Every stored product, hidden ones too, in no particular order. */
export async function readProductRecords(db: Executor): Promise<ProductRecord[]> {
  const rows = await db.selectFrom("catalogue_products").selectAll().execute();
  return rows.map(rowToRecord);
}

export async function insertProductRecord(db: Executor, record: ProductRecord): Promise<void> {
  await db.insertInto("catalogue_products").values(recordToRow(record)).execute();
}

/** Overwrites the stored product of the record's sku. */
export async function updateProductRecord(db: Executor, record: ProductRecord): Promise<void> {
  await db.updateTable("catalogue_products").set(recordToRow(record)).where("sku", "=", record.sku).execute();
}
