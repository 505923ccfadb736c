import { continueChat } from "@/server/chat/chat-away";
import { chatCookie } from "@/server/chat/chat-cookie";
import { enforceRateLimit } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** Guessing a link is hopeless (256 bits), but each try is a database read: an address gets 30 per 15 minutes. */
const CONTINUE_CLIENT_LIMIT = { limit: 30, windowSeconds: 15 * 60 };

const HEADERS = { "cache-control": "private, no-store", "referrer-policy": "no-referrer" };

/*
 * GET /chat/continue?t=LINK: the link in a chat reply email. A live link of an open conversation
 * gives this browser its own secret of that conversation (the cookie) and opens the panel on the
 * home page; anything else (unknown, malformed, over a week old, conversation closed or deleted)
 * lands on the home page with the panel saying the link has expired. No answer tells which.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("chat-continue", {
  GET: async (request: Request) => {
    await enforceRateLimit(request, { bucket: "chat-continue", surface: "chat-continue", rule: CONTINUE_CLIENT_LIMIT });
    const device = await continueChat(new URL(request.url).searchParams.get("t") ?? "", new Date());
    if (!device) return new Response(null, { status: 303, headers: { ...HEADERS, location: "/?chat=expired" } });
    return new Response(null, {
      status: 303,
      headers: { ...HEADERS, location: "/?chat=open", "set-cookie": chatCookie(device) },
    });
  },
});
