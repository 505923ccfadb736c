import { receiveSellContract, SELL_ORDER_MAX_BYTES } from "@/domain/api/sell-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { sellOrderIdRule } from "@/server/gold/sell-order-routes";
import { receiveSellOrder } from "@/server/gold/sell-orders";

export const dynamic = "force-dynamic";

/** Confirms the gold of a sale received (at most the millions ordered, and the account holding it); adds stock once. Conditional on the version the operator read: 409 when another got there first. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-sell-order",
    area: "gold",
    method: "POST",
    id: sellOrderIdRule,
    body: receiveSellContract.request,
    maxBytes: SELL_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      ok: true as const,
      ...(await receiveSellOrder({ sellOrderId: id, operatorId: operator.operatorId, ...body })),
    }),
);
