import { payoutSellContract, SELL_ORDER_MAX_BYTES } from "@/domain/api/sell-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { sellOrderIdRule } from "@/server/gold/sell-order-routes";
import { paySellOrder } from "@/server/gold/sell-orders";

export const dynamic = "force-dynamic";

/** Records the payout of a sale: the amount (default the quote, pro rata when less gold came) and its reference. Conditional on the version the operator read: 409 when another got there first. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-sell-order",
    area: "gold",
    method: "POST",
    id: sellOrderIdRule,
    body: payoutSellContract.request,
    maxBytes: SELL_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      ok: true as const,
      ...(await paySellOrder({ sellOrderId: id, operatorId: operator.operatorId, ...body })),
    }),
);
