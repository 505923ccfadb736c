import { REVIEW_MAX_BYTES, reviewContract } from "@/domain/api/reviews";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { openOrderOrNotFound, PRIVATE_NO_STORE } from "@/server/orders/live-order-routes";
import { submitReview } from "@/server/reviews/reviews";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ reference: string }> };

/**
 * POST /api/orders/REFERENCE/review { k, rating, title?, body }: the buyer's one review of a
 * delivered order, from its private page (same-site only, rate limited per client). 201 pending;
 * a link that opens nothing is the page's 404 (nobody learns whether the order exists); 403 before
 * delivery; 409 once the order has its review.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("review", {
  POST: async (request: Request, { params }: Context) => {
    const { reference } = await params;
    const body = await guardJsonRequest(request, reviewContract.request, {
      surface: "review",
      maxBytes: REVIEW_MAX_BYTES,
    });
    const { orderId } = await openOrderOrNotFound(reference, body.k);
    await submitReview(orderId, { rating: body.rating, title: body.title, body: body.body });
    return Response.json({ status: "pending" }, { status: 201, headers: PRIVATE_NO_STORE });
  },
});
