import { ADMIN_GOLD_MAX_BYTES, correctGoldStockContract } from "@/domain/api/admin-gold";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { correctStockFromBook } from "@/server/gold/gold-book-actions";

export const dynamic = "force-dynamic";

/**
 * A correction from the book: signed millions and a reason. Below zero available it is refused (409)
 * unless an owner sends the override; staff sending it are refused (403). Audited by the ledger.
 */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-gold",
    area: "gold",
    method: "POST",
    body: correctGoldStockContract.request,
    maxBytes: ADMIN_GOLD_MAX_BYTES,
  },
  async ({ operator, body }) =>
    adminJson(
      await correctStockFromBook(
        operator,
        {
          tenths: body.millions,
          account: body.account || undefined,
          reason: body.reason,
          override: body.override,
          key: body.key,
        },
        new Date(),
      ),
    ),
);
