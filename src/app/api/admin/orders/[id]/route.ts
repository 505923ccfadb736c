import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { orderDetail } from "@/server/admin/orders/order-detail";

export const dynamic = "force-dynamic";

/** One order with its lines, contact, payment ids and timeline (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-order", area: "orders", method: "GET", id: "order" },
  async ({ id }) => adminJson({ order: await orderDetail(id) }),
);
