import { markAsCompletedHandler } from "@/server/checkout/return-routes";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** Spec section 7: records once that the purchase event was sent. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("payment", { POST: markAsCompletedHandler("stripe") });
