import type { ApiRoute } from "./api-contract";

/*
 * How the live chat's console calls its routes (contracts in admin-chat.ts). Reads may be repeated;
 * a reply or an action never is: a repeat could send a message twice.
 */

export const ADMIN_CHAT_LIST_ROUTE = {
  method: "GET",
  path: "/api/admin/chat",
  retry: true,
  load: async () => (await import("./admin-chat")).consoleListContract,
} satisfies ApiRoute;

export function adminChatDetailRoute(id: string) {
  return {
    method: "GET",
    path: `/api/admin/chat/${encodeURIComponent(id)}`,
    retry: true,
    load: async () => (await import("./admin-chat")).consoleDetailContract,
  } satisfies ApiRoute;
}

export function adminChatMessageRoute(id: string) {
  return {
    method: "POST",
    path: `/api/admin/chat/${encodeURIComponent(id)}/messages`,
    retry: false,
    load: async () => (await import("./admin-chat")).staffMessageContract,
  } satisfies ApiRoute;
}

export function adminChatActionRoute(id: string, action: "claim" | "close") {
  return {
    method: "POST",
    path: `/api/admin/chat/${encodeURIComponent(id)}/${action}`,
    retry: false,
    load: async () => (await import("./admin-chat")).chatActionContract,
  } satisfies ApiRoute;
}

/** "Staff is typing": a lost one is harmless, a repeat too. */
export function adminChatTypingRoute(id: string) {
  return {
    method: "POST",
    path: `/api/admin/chat/${encodeURIComponent(id)}/typing`,
    retry: false,
    load: async () => (await import("./admin-chat")).typingContract,
  } satisfies ApiRoute;
}

export function adminChatLinksRoute(id: string) {
  return {
    method: "POST",
    path: `/api/admin/chat/${encodeURIComponent(id)}/links`,
    retry: false,
    load: async () => (await import("./admin-chat")).linksContract,
  } satisfies ApiRoute;
}

export function adminChatTranscriptRoute(id: string) {
  return {
    method: "POST",
    path: `/api/admin/chat/${encodeURIComponent(id)}/transcript`,
    retry: false,
    load: async () => (await import("./admin-chat")).transcriptContract,
  } satisfies ApiRoute;
}

/** The console's event stream (EventSource, not callApi). */
export const ADMIN_CHAT_STREAM_PATH = "/api/admin/chat/stream";

export function adminChatTransferRoute(id: string) {
  return {
    method: "POST",
    path: `/api/admin/chat/${encodeURIComponent(id)}/transfer`,
    retry: false,
    load: async () => (await import("./admin-chat")).transferContract,
  } satisfies ApiRoute;
}

export const ADMIN_CHAT_CANNED_CREATE_ROUTE = {
  method: "POST",
  path: "/api/admin/chat/canned",
  retry: false,
  load: async () => (await import("./admin-chat")).cannedCreateContract,
} satisfies ApiRoute;

export function adminChatCannedEditRoute(id: string) {
  return {
    method: "POST",
    path: `/api/admin/chat/canned/${encodeURIComponent(id)}`,
    retry: false,
    load: async () => (await import("./admin-chat")).cannedEditContract,
  } satisfies ApiRoute;
}
