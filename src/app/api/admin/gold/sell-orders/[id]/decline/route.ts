import { declineSellContract, SELL_ORDER_MAX_BYTES } from "@/domain/api/sell-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { sellOrderIdRule } from "@/server/gold/sell-order-routes";
import { declineSellOrder } from "@/server/gold/sell-orders";

export const dynamic = "force-dynamic";

/** Declines a sale before its gold is received, with the reason the player reads. Conditional on the version the operator read: 409 when another got there first. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-sell-order",
    area: "gold",
    method: "POST",
    id: sellOrderIdRule,
    body: declineSellContract.request,
    maxBytes: SELL_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      ok: true as const,
      ...(await declineSellOrder({ sellOrderId: id, operatorId: operator.operatorId, ...body })),
    }),
);
