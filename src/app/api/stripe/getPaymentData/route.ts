import { getPaymentDataHandler } from "@/server/checkout/return-routes";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** Spec section 7: GET /api/stripe/getPaymentData?id={stripe_id}, verified with the provider from the server. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("payment", { GET: getPaymentDataHandler("stripe") });
