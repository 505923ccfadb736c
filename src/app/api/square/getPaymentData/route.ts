import { getPaymentDataHandler } from "@/server/checkout/return-routes";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** Spec section 7: GET /api/square/getPaymentData?id={orderId}, verified with Square from the server. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("payment", { GET: getPaymentDataHandler("square") });
