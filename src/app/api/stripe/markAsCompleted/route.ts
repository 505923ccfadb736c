import { markAsCompletedHandler } from "@/server/checkout/return-routes";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Spec section 7: records once that the purchase event was sent. */
export const POST = withErrorHandling("payment", markAsCompletedHandler("stripe"));

export const GET = methodNotAllowed("POST", "payment");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
