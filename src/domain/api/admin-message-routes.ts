import type { ApiRoute } from "./api-contract";

/*
 * How the back office's inbox pages call their API. A message's routes carry its
 * id in the path, so each is made for the id. None is repeated by itself: a repeated reply would
 * send the sender a second email.
 */

function messagePath(messageId: string, action: "status" | "reply"): string {
  return `/api/admin/messages/${encodeURIComponent(messageId)}/${action}`;
}

export function adminMessageStatusRoute(messageId: string) {
  return {
    method: "POST",
    path: messagePath(messageId, "status"),
    retry: false,
    load: async () => (await import("./admin-messages")).setMessageStatusContract,
  } satisfies ApiRoute;
}

export function adminMessageReplyRoute(messageId: string) {
  return {
    method: "POST",
    path: messagePath(messageId, "reply"),
    retry: false,
    load: async () => (await import("./admin-messages")).replyToMessageContract,
  } satisfies ApiRoute;
}
