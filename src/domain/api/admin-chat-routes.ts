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
