import { ADMIN_GOLD_MAX_BYTES, addGoldStockContract } from "@/domain/api/admin-gold";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { addStockFromBook } from "@/server/gold/gold-book-actions";

export const dynamic = "force-dynamic";

/** Stock added from the book: millions, the account holding them, a note; once per form key, audited. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-gold",
    area: "gold",
    method: "POST",
    body: addGoldStockContract.request,
    maxBytes: ADMIN_GOLD_MAX_BYTES,
  },
  async ({ operator, body }) =>
    adminJson(
      await addStockFromBook(
        operator,
        { tenths: body.millions, account: body.account, note: body.note, key: body.key },
        new Date(),
      ),
    ),
);
