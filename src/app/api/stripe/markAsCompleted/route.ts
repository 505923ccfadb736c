import { markAsCompletedHandler } from "@/server/checkout/return-routes";
import { withErrorHandling } from "@/server/http/errors";

/** Spec section 7: records once that the purchase event was sent. */
export const POST = withErrorHandling("payment", markAsCompletedHandler("stripe", "stripeId"));
