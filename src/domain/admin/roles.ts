/*
 * Who may do what in the back office. An owner runs the shop: everything. Staff
 * answer customers and work orders: orders, messages, customers, abandoned carts, the live feed,
 * the gold stock and the live chat, and refunds up to the limit the owner sets; never the catalogue, promotions, settings, the
 * dashboard's money or the staff list. Every back-office page and API names the area it belongs to,
 * and the guard refuses a role without it (src/server/admin/operator-guard.ts, admin-route.ts).
 */

export const OPERATOR_ROLES = ["owner", "staff"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The areas of the back office; a page or API belongs to exactly one. */
export const ADMIN_AREAS = [
  /** The home, the operator's own sessions, password and recovery codes: every signed-in operator. */
  "home",
  "orders",
  "messages",
  "customers",
  "carts",
  "catalogue",
  "promotions",
  "settings",
  "dashboard",
  "staff",
  /** The gold stock: the ledger, deliveries' accounts, sell orders (ADR 0029). */
  "gold",
  /** The live chat's console: conversations, replies, canned replies (writes to those: owners, in the service). */
  "chat",
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

const STAFF_AREAS: ReadonlySet<AdminArea> = new Set([
  "home",
  "orders",
  "messages",
  "customers",
  "carts",
  // Staff trade the gold: they add stock, record deliveries and work sell orders. The override and the margin are owners'.
  "gold",
  // Staff answer the live chat; editing the canned replies is the owner's (chat-console.ts).
  "chat",
]);

export const ROLE_LABELS: Record<OperatorRole, string> = { owner: "Owner", staff: "Staff" };

/** True when the role may open the area's pages and call its APIs. */
export function canOpen(role: OperatorRole, area: AdminArea): boolean {
  return role === "owner" || STAFF_AREAS.has(area);
}

export const ROLE_REFUSED_CODE = "forbidden:role";

/** What a refused operator reads: the area in words, and who can help. */
export function roleRefusal(area: AdminArea): string {
  return `Your role cannot open ${AREA_NAMES[area]}. Ask an owner.`;
}

export const AREA_NAMES: Record<AdminArea, string> = {
  home: "the back office",
  orders: "orders",
  messages: "messages",
  customers: "customers",
  carts: "abandoned carts",
  catalogue: "the catalogue",
  promotions: "promotions",
  settings: "settings",
  dashboard: "the dashboard",
  staff: "staff",
  gold: "the gold stock",
  chat: "the live chat",
};

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === "string" && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/**
 * Whether the role may refund this much on one order (everything refunded on it so far plus this
 * refund, in the order's currency's cents): owners always, staff up to the owner's limit.
 */
export function mayRefund(role: OperatorRole, refundedAfterCents: number, staffLimitCents: number): boolean {
  return role === "owner" || refundedAfterCents <= staffLimitCents;
}
