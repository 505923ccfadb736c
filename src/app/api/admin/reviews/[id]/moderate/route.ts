import { ADMIN_REVIEW_MAX_BYTES, moderateReviewContract } from "@/domain/api/reviews";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { moderateReview } from "@/server/reviews/reviews";

export const dynamic = "force-dynamic";

/** Publishes, rejects or unpublishes a customer's review (/admin/reviews). Audited; the pages follow within seconds. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-review",
    area: "orders",
    method: "POST",
    id: "review",
    body: moderateReviewContract.request,
    maxBytes: ADMIN_REVIEW_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson(
      await moderateReview({ reviewId: id, action: body.action, operatorId: operator.operatorId, now: new Date() }),
    ),
);
