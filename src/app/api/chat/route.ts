import { chatAfterSchema } from "@/domain/api/chat";
import { chatTokenFrom } from "@/server/chat/chat-cookie";
import { chatStateFor } from "@/server/chat/chat-view";
import { AppError } from "@/server/http/errors";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** The visitor's chat: their conversation's messages after `?after=`, the team's presence, the email ask. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("chat", {
  GET: async (request: Request) => {
    const after = chatAfterSchema.safeParse(new URL(request.url).searchParams.get("after") ?? undefined);
    if (!after.success) throw new AppError("bad_request:chat", "after must be a message number.");
    const state = await chatStateFor(chatTokenFrom(request), after.data, new Date());
    return Response.json(state, { headers: { "cache-control": "private, no-store" } });
  },
});
