import { revalidatePath } from "next/cache";
import { pageInvalidationSchema } from "@/domain/catalogue/page-invalidation";
import { isRevalidateSecret, REVALIDATE_SECRET_HEADER } from "@/server/catalogue/page-invalidation";
import { AppError } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/**
 * Drops cached pages after a catalogue change (ADR 0008). Called only by this server's
 * own catalogue listener, over loopback, with a secret made per process: anyone else gets 401.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("revalidate", {
  POST: async (request: Request) => {
    if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER))) {
      throw new AppError("unauthorized:revalidate", "This route is for the server itself.");
    }
    const invalidation = await parseJsonBody(request, pageInvalidationSchema, "revalidate");
    if (invalidation.kind === "everything") revalidatePath("/", "layout");
    else for (const path of invalidation.paths) revalidatePath(path);
    return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
  },
});
