/*
 * What the audit log records. Session events keep the spec's names (section "Sessions");
 * operator actions are named verb-first so a list of them reads as a history.
 */

/** The spec's session events that the back office records. */
export const SESSION_EVENTS = ["SIGNED_IN", "SIGNED_OUT", "MFA_CHALLENGE_VERIFIED", "USER_UPDATED"] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

/** Everything else an operator (or the command line, on an operator's behalf) does. */
export const OPERATOR_ACTIONS = [
  "SIGN_IN_FAILED",
  "MFA_CHALLENGE_FAILED",
  "RECOVERY_CODE_USED",
  "SIGNED_OUT_EVERYWHERE",
  "OPERATOR_CREATED",
  "OPERATOR_ENROLLED",
  "OPERATOR_DISABLED",
  "OPERATOR_MFA_RESET",
  /** Issue 42, item 7 (from /admin/staff and /admin/account): see STAFF_ACTION_WORDS below. */
  "OPERATOR_ROLE_SET",
  "OPERATOR_SUSPENDED",
  "OPERATOR_RESTORED",
  "OPERATOR_PASSWORD_CHANGED",
  "RECOVERY_CODES_RENEWED",
  "ORDER_STATUS_SET",
  "ORDER_NOTE_ADDED",
  "ORDER_RECEIPT_RESENT",
  "ORDER_MARKED_PAID",
  /** An amount a manual method's customer sent (a part, the whole, or more): the order is paid once they reach its total. */
  "ORDER_PAYMENT_RECORDED",
  "ORDER_REFUNDED",
  /** A refund pending at its provider ended (completed or failed): no operator, the provider's webhook. */
  "ORDER_REFUND_SETTLED",
  /** An order cancelled from the back office, with its reason and what was refunded with it. */
  "ORDER_CANCELLED",
  "MESSAGE_STATUS_SET",
  "MESSAGE_REPLIED",
  /** The one abandoned-cart reminder a cart may get. */
  "CART_REMINDER_SENT",
  "CATALOGUE_PRODUCT_PUBLISHED",
  "CATALOGUE_SETTING_SET",
  /** Where manual methods' customers send their money (Zelle recipient, wallet addresses, …). */
  "PAYMENT_DETAILS_SET",
  "CATALOGUE_CHANGE_REVERTED",
  "PROMO_CREATED",
  "PROMO_DEACTIVATED",
  /** A gold order's trade details (world, meeting place, our trader's name). */
  "ORDER_TRADE_SET",
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export type AuditAction = SessionEvent | OperatorAction;

export type AuditTargetType = "session" | "operator" | "order" | "message" | "cart" | "product" | "setting" | "promo";

/** One row of the log as the back office reads it. */
export type AuditEntry = {
  id: string;
  at: string;
  operatorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before: unknown;
  after: unknown;
};

const KNOWN = new Set<string>([...SESSION_EVENTS, ...OPERATOR_ACTIONS]);

/** Whether a stored action name is one this code knows (an older or newer release may have others). */
export function isAuditAction(value: string): value is AuditAction {
  return KNOWN.has(value);
}

/**
 * The operator actions in words, for the home page's activity list: "<who> <words>", the target
 * operator's email where the sentence names one ({target}). Written with the staff page (issue
 * 42, item 7); the home's list (item 8) reads them with the rest.
 */
export const STAFF_ACTION_WORDS = {
  OPERATOR_CREATED: "invited {target}",
  OPERATOR_ENROLLED: "finished enrolling",
  OPERATOR_DISABLED: "disabled {target} for good",
  OPERATOR_MFA_RESET: "reset the second factor of {target}",
  OPERATOR_ROLE_SET: "changed the role of {target}",
  OPERATOR_SUSPENDED: "suspended {target}",
  OPERATOR_RESTORED: "restored {target}",
  OPERATOR_PASSWORD_CHANGED: "changed their password",
  RECOVERY_CODES_RENEWED: "renewed their recovery codes",
} as const satisfies Partial<Record<OperatorAction, string>>;
