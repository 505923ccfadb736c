import { helpfulContract, reviewIdSchema } from "@/domain/api/reviews";
import { hashSecret } from "@/server/admin/secret-tokens";
import { clientKey } from "@/server/http/client-key";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { reviewNotFound, voteHelpful } from "@/server/reviews/reviews";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/reviews/ID/helpful {}: one "helpful" per visitor (their address, kept only as a hash)
 * on a published review; the same vote twice counts once. Rate limited like every shop POST.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("review-helpful", {
  POST: async (request: Request, { params }: Context) => {
    await guardJsonRequest(request, helpfulContract.request, { surface: "review-helpful", maxBytes: 64 });
    const parsed = reviewIdSchema.safeParse((await params).id);
    if (!parsed.success) throw reviewNotFound();
    const voterHash = hashSecret(`review-vote\n${clientKey(request)}`);
    const answer = await voteHelpful(parsed.data, voterHash);
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  },
});
