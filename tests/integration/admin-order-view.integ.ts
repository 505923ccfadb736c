import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOrderView } from "@/server/admin/orders/order-view";
import { importProducts, listProducts } from "@/server/catalogue/catalogue-repository";
import { prepareCatalogue, resetCatalogueStore } from "@/server/catalogue/catalogue-store";
import { database } from "@/server/db/database";
import { FIRE_CAPE_LINE, seedManualOrder, seedOrder } from "./support/admin-orders";

/*
 * The back office's order page reads one view: the order, what it allows, and the unit its
 * progress is counted in, which comes from the product lines of the live catalogue (a product an
 * operator added counts; the seed alone would not know it).
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const ADDED_SKU = "view-test-boss-kills";

beforeAll(async () => {
  resetCatalogueStore();
  await prepareCatalogue();
  const { db } = await database();
  const pvm = (await listProducts(db)).find((record) => record.lineId === "pvm");
  if (!pvm) throw new Error("the seed has no pvm product");
  const { path: _path, ...product } = pvm.product;
  const written = await importProducts(
    db,
    [
      {
        sku: ADDED_SKU,
        lineId: "pvm",
        position: 9_999,
        status: "active",
        product: { ...product, sku: ADDED_SKU, slug: ADDED_SKU },
      },
    ],
    "admin-order-view test",
  );
  if (!written.ok) throw new Error(JSON.stringify(written.problems));
  // The store read the catalogue before the import: read it again, as the watch would.
  resetCatalogueStore();
});

afterAll(() => resetCatalogueStore());

async function orderOfLine(sku: string, seed: Parameters<typeof seedOrder>[0] = {}) {
  const order = await seedOrder(seed);
  const { db } = await database();
  await db
    .updateTable("orders")
    .set({ lines_json: JSON.stringify([{ ...FIRE_CAPE_LINE, sku }]) })
    .where("id", "=", order.id)
    .execute();
  return order;
}

describe(`the admin order view on ${dialect}`, () => {
  it("counts an order of a product added to the live catalogue in its line's unit", async () => {
    const order = await orderOfLine(`${ADDED_SKU}`);
    const view = await adminOrderView(order.id);
    expect(view?.reference).toBe(order.reference);
    expect(view?.actions.steps.suggestedUnit).toBe("kills");
    const unknown = await adminOrderView((await orderOfLine("no-such-product")).id);
    expect(unknown?.actions.steps.suggestedUnit).toBe("percent");
  });

  it("offers a paid card order a refund and its receipt, and a pending Zelle order Record payment", async () => {
    const card = await adminOrderView((await seedOrder()).id);
    expect(card?.status).toBe("paid");
    expect(card?.actions.allowed).toMatchObject({ refund: true, resendReceipt: true, markPaid: false });
    expect(card?.totals.refundableCents).toBe(3_150);

    const zelle = await adminOrderView((await seedManualOrder({ status: "pending" })).id);
    expect(zelle?.status).toBe("pending");
    expect(zelle?.actions.allowed).toMatchObject({ refund: false, resendReceipt: false, markPaid: true });
  });

  it("has no view of an order that does not exist", async () => {
    expect(await adminOrderView(crypto.randomUUID())).toBeUndefined();
  });
});
