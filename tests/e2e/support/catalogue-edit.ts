// A browser test's stand-in for the operator (tests/e2e/catalogue-live.e2e.ts): one change to the
// catalogue in the database DATABASE_URL names, through the same repository the shop and the
// command line use, while the shop runs. tsx runs it with the react-server condition, under which
// `server-only` is the empty module. Prints the catalogue's new version.
//   price SKU CENTS | hide SKU | show SKU | setting KEY VALUE
import { setPrice } from "@/domain/catalogue/product-edits";
import { setSetting, updateProduct } from "@/server/catalogue/catalogue-repository";
import { seedSettings } from "@/server/catalogue/catalogue-store";
import { closeDatabase, getDatabase } from "@/server/db/client";

const [command, key = "", value = ""] = process.argv.slice(2);
const { db } = getDatabase();
const ACTOR = "e2e";

async function change() {
  switch (command) {
    case "price":
      return updateProduct(
        db,
        key,
        (record) => {
          const edited = setPrice(record.product, Number(value));
          return edited.ok ? { ok: true, record: { ...record, product: edited.product } } : edited;
        },
        ACTOR,
      );
    case "hide":
    case "show":
      return updateProduct(
        db,
        key,
        (record) => ({ ok: true, record: { ...record, status: command === "hide" ? "hidden" : "active" } }),
        ACTOR,
      );
    case "setting":
      return setSetting(db, key, value, ACTOR, seedSettings());
    default:
      throw new Error(`unknown command ${command}`);
  }
}

try {
  const result = await change();
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  console.log(result.version);
} finally {
  await closeDatabase();
}
