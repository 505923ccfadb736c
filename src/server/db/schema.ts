import type { Generated } from "kysely";
import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import type { MessageStatus } from "@/domain/admin/message-status";
import type { OperatorRole } from "@/domain/admin/roles";
import type { OrderStatus } from "@/domain/checkout/purchase";
import type { GoldMovementKind } from "@/domain/gold/gold-ledger";

/* Timestamps are ISO-8601 UTC strings and JSON is stored as text, so one schema serves SQLite and PostgreSQL. */

export type CartsTable = {
  uuid: string;
  items_json: string;
  email: string;
  created_at: string;
  updated_at: string;
};

export type MessagesTable = {
  id: string;
  email: string;
  message: string;
  source: string;
  created_at: string;
  /** The inbox's status: new until an operator opens, answers or closes it. */
  status: Generated<MessageStatus>;
  status_changed_at: string | null;
  /** The order it is about, when sent from the order's private page. */
  order_id: Generated<string | null>;
};

/** An operator's answer to a message, sent as the outbox email `outbox_id`. */
export type MessageRepliesTable = {
  id: string;
  message_id: string;
  operator_id: string;
  subject: string;
  body: string;
  outbox_id: string;
  created_at: string;
};

export type OutboxStatus = "pending" | "sent" | "failed";

export type OutboxTable = {
  id: string;
  to_address: string;
  reply_to: string;
  subject: string;
  body_text: string;
  /** The HTML alternative; null for an email queued as text only and for rows older than it. */
  body_html: Generated<string | null>;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** When the retention job removed the body of this sent email (body_text is then empty, body_html null); null while kept. */
  body_removed_at: string | null;
  /** The order the email is about (for its timeline); null for other emails and older rows. */
  order_id: Generated<string | null>;
  /** What the row is: an email, or a post to the shop's Discord webhook. */
  channel: Generated<OutboxChannel>;
  /** A Discord post's JSON body; null for emails. */
  payload: Generated<string | null>;
};

export type OutboxChannel = "email" | "discord";

export type RateLimitsTable = {
  key: string;
  /** Milliseconds since the epoch; PostgreSQL returns bigint as a string, so read it with Number(). */
  window_start: number | string;
  count: number;
};

export type OrdersTable = {
  id: string;
  reference: string;
  status: OrderStatus;
  email: string;
  name: string;
  phone: string;
  rsn: string;
  method: string;
  provider: "stripe" | "square" | "demo" | "manual";
  provider_ref: string | null;
  provider_payment_ref: string | null;
  cart_uuid: string;
  lines_json: string;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  currency: string;
  /** 0 or 1: whether the return page has recorded the purchase analytics event. */
  purchase_recorded: number;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** 1 when the order was placed while the shop ran in demo or test mode (no real money). */
  test_mode: number;
  /** Why a payment the provider reported was not accepted, or what happened after (paid after expiry). */
  payment_issue: string | null;
  refunded_at: string | null;
  disputed_at: string | null;
  /** Cents refunded so far (all refunds added up); the order is refunded once this covers total_cents. */
  refunded_cents: Generated<number>;
  /** A manual order's "same cart" hash while a repeat may return it; null otherwise. */
  repeat_key: string | null;
  /** The catalogue version the order was priced at; null for orders from before. */
  catalogue_version: number | null;
  /** What the shop did about it: queued, in_progress, delivered or cancelled. */
  fulfilment: Generated<FulfilmentStatus>;
  /** Cents asked of a provider as a refund and not yet recorded in refunded_cents. */
  refund_pending_cents: Generated<number>;
  /** The promo code the order was placed with, upper-cased; null without one. */
  promo_code: Generated<string | null>;
  /** What the code took off, in cents (0 without one); total_cents is already after it. */
  promo_cents: Generated<number>;
  /** Bumped by every change the customer's order page shows: the live page compares it. */
  tracking_version: Generated<number>;
  /** 1 while the customer wants an email at each fulfilment step; 0 once they opted out. */
  step_emails: Generated<number>;
  /** A gold order's trade, once the operator sets it: world, meeting place, the trader's in-game name. */
  trade_world: Generated<number | null>;
  trade_place: Generated<string | null>;
  trade_rsn: Generated<string | null>;
  /** The operator the order is given to (migration 0026); null while it is nobody's. */
  assigned_operator_id: Generated<string | null>;
  /** The gold the order buys, in tenths of a million; 0 for none (migration 0030). */
  gold_tenths: Generated<number>;
  /** The gold delivery promise the order was placed with, short JSON (migration 0031); null without gold. */
  gold_promise: Generated<string | null>;
  /** A services order paid with OSRS gold: the gold asked, in tenths of a million (migration 0033); null otherwise. */
  gold_payment_tenths: Generated<number | null>;
};

/** One row per link to an order's private page; only the token's SHA-256 (hex) is kept. */
export type OrderAccessTokensTable = { token_hash: string; order_id: string; purpose: string; created_at: string };

/** Each fulfilment step an operator set, with the progress figure it reported. */
export type OrderStepsTable = {
  id: string;
  order_id: string;
  step: FulfilmentStatus;
  progress_done: number | null;
  progress_target: number | null;
  progress_unit: string | null;
  reason: string | null;
  operator_id: string | null;
  created_at: string;
  /** The order's tracking_version this step produced: the steps' order (migration 0020). */
  version: number;
};

/** An operator's internal note on an order; never shown to the customer. */
export type OrderNotesTable = { id: string; order_id: string; operator_id: string; body: string; created_at: string };

/** A refund an operator asked of the order's provider. */
export type OrderRefundsTable = {
  id: string;
  order_id: string;
  operator_id: string;
  /** manual: money an operator sent back by hand (no provider call); sent_by and reference say how. */
  provider: "stripe" | "square" | "demo" | "manual";
  amount_cents: number;
  currency: string;
  idempotency_key: string;
  provider_refund_id: string | null;
  /** pending: the provider took it but has not done it (Square); counted only once it completes. */
  status: "requested" | "pending" | "succeeded" | "failed";
  error: string | null;
  created_at: string;
  completed_at: string | null;
  /** Why the operator refunded: the customer reads it (email, order page). Null on rows before 0022. */
  reason: string | null;
  /** A refund made by hand: how the money was sent ("Zelle", "Bitcoin") and its reference there. */
  sent_by: string | null;
  reference: string | null;
};

/** An amount a manual method's customer sent, as an operator recorded it (migration 0023). */
export type OrderPaymentsTable = {
  id: string;
  order_id: string;
  amount_cents: number;
  currency: string;
  /** The transfer's id or the transaction hash; unique per order. */
  reference: string;
  operator_id: string;
  created_at: string;
};

export type PaymentEventsTable = {
  /** `${provider}:${provider event id}`: the primary key makes each event count once. */
  id: string;
  provider: string;
  event_type: string;
  order_id: string | null;
  received_at: string;
};

/** A job that one process at a time may run (SQLite; PostgreSQL uses an advisory lock instead). */
export type JobLeasesTable = {
  name: string;
  /** Who holds it: the process id and a random id per run. */
  holder: string;
  expires_at: string;
};

/** The one row (id 1) holding the catalogue's version; updating it first serialises catalogue writers. */
export type CatalogueStateTable = { id: number; version: number };

export type CatalogueProductsTable = {
  sku: string;
  line_id: string;
  slug: string;
  /** The product's page; unique, so two products never share one. */
  path: string;
  position: number;
  status: "active" | "hidden";
  /** The product, as the product schema parses it. */
  data_json: string;
  version: number;
  updated_by: string;
  updated_at: string;
};

export type ShopSettingsTable = { key: string; value_json: string; updated_by: string; updated_at: string };

/** Append-only: one row per change of a product or a setting, numbered by the catalogue version it made. */
export type CatalogueHistoryTable = {
  version: number;
  kind: "product" | "setting";
  key: string;
  before_json: string | null;
  after_json: string | null;
  actor: string;
  created_at: string;
};

/** Append-only: every operator action and session event, with the state before and after. */
export type AuditLogTable = {
  id: string;
  at: string;
  operator_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
};

/** suspended (migration 0029): no sign-in until an owner restores them; disabled is for good. */
export type OperatorStatus = "invited" | "active" | "suspended" | "disabled";

/** The back office's operators (migration 0010); secrets only as hashes, see the migration. */
export type OperatorsTable = {
  id: string;
  email: string;
  status: OperatorStatus;
  password_hash: string | null;
  totp_secret: string | null;
  pending_totp_secret: string | null;
  /** bigint: PostgreSQL answers it as a string. */
  totp_last_step: number | string | null;
  enrol_token_hash: string | null;
  enrol_expires_at: string | null;
  created_at: string;
  enrolled_at: string | null;
  disabled_at: string | null;
  /** Migration 0024; what a role may open and do is src/domain/admin/roles.ts. */
  role: OperatorRole;
  /** Migration 0029: since when the operator is suspended (null when not). */
  suspended_at: string | null;
  /** Migration 0029: when they last reached aal2 (null: never, or before it was kept). */
  last_signed_in_at: string | null;
};

export type OperatorRecoveryCodesTable = { id: string; operator_id: string; code_hash: string; used_at: string | null };

export type OperatorSessionsTable = {
  id: string;
  operator_id: string;
  token_hash: string;
  aal: "aal1" | "aal2";
  started_at: string;
  last_seen_at: string;
  client: string;
  user_agent: string;
};

export type SignInThrottleTable = { key: string; failures: number; last_failure_at: string; blocked_until: string };

/** The one reminder a cart may get (migration 0014). */
export type CartRemindersTable = {
  cart_uuid: string;
  email: string;
  /** Empty for a reminder the background run sent (automatic = 1). */
  operator_id: string;
  outbox_id: string;
  cart_updated_at: string;
  sent_at: string;
  /** Migration 0028: 1 when the background run sent it, 0 when an operator did. */
  automatic: Generated<number>;
};

/** When each (normalised) address was last sent a reminder (migration 0028): one per address per period. */
export type ReminderAddressesTable = { email: string; last_sent_at: string };

/** Addresses (normalised) that asked for no more reminders. */
export type EmailUnsubscribesTable = { email: string; source: string; created_at: string };

/** Keys the shop made for itself (the link-signing key), created once, read by every instance. */
export type ShopSecretsTable = { name: string; value: string; created_at: string };

/** One movement of the shop's gold (migration 0030, ADR 0029): append-only; the balance is the sum. */
export type GoldMovementsTable = {
  id: string;
  kind: GoldMovementKind;
  /** The movement as recorded, in tenths of a million: positive, except a correction's sign. */
  tenths: number;
  /** What it did to on hand and to reserved, signed. */
  on_hand_tenths: number;
  reserved_tenths: number;
  /** The money it stands for: what a buyer paid for reserved gold, what the shop pays for gold it takes in. */
  value_cents: number | null;
  order_id: string | null;
  sell_order_id: string | null;
  /** The in-game account ("mule") that holds, received or traded the gold. */
  account: string | null;
  reason: string | null;
  operator_id: string | null;
  /** 1 when an owner let it take available stock below zero. */
  override: Generated<number>;
  /** Set on a movement that happens once (an order's reservation, its release, a sell order's gold). */
  dedupe_key: string | null;
  /** When it happened in game (a delivery recorded afterwards), and when it was recorded. */
  happened_at: string;
  created_at: string;
};

/** One row: every movement updates it first, so movements run one at a time on either database. */
export type GoldStockTable = { id: number; version: number };

/** Paid gold orders the stock did not cover yet, first paid first served. */
export type GoldWaitingTable = { order_id: string; tenths: number; value_cents: number; paid_at: string };

/** A player's sale of gold to the shop (migration 0032, docs/adr/0030-sell-orders.md). */
export type SellOrdersTable = {
  id: string;
  /** "SG-…": never taken for a buy order's "RF-…". */
  reference: string;
  millions: number;
  rsn: string;
  /** The RSN folded as the game compares names, for the daily limit. */
  rsn_key: string;
  email: string;
  email_key: string;
  payout_method: string;
  /** Personal: never logged, masked in the audit log and on every page but the operator's detail. */
  payout_details: string;
  quote_millicents_per_million: number;
  quote_cents: number;
  quote_expires_at: string;
  /** accepted | arranged | received | paid | declined ("expired" is read from the clock). */
  status: string;
  trade_world: number | null;
  trade_place: string | null;
  trade_rsn: string | null;
  arranged_at: string | null;
  received_millions: number | null;
  received_account: string | null;
  received_at: string | null;
  payout_cents: number | null;
  payout_reference: string | null;
  paid_at: string | null;
  decline_reason: string | null;
  declined_at: string | null;
  tracking_version: Generated<number>;
  created_at: string;
  updated_at: string;
};

/** The hashes of the links to a sell order's private page. */
export type SellOrderTokensTable = {
  token_hash: string;
  sell_order_id: string;
  created_at: string;
};

/** A live chat conversation (migration 0036): the visitor is known by a cookie whose SHA-256 is kept. */
export type ChatConversationsTable = {
  id: string;
  visitor_token_hash: string;
  status: "open" | "closed";
  email: string | null;
  order_id: string | null;
  /** The page the visitor was last on, for the console. */
  page_path: string | null;
  claimed_by: string | null;
  /** The number of its newest message (messages are 1, 2, … within a conversation). */
  last_seq: Generated<number>;
  last_visitor_at: string | null;
  last_staff_at: string | null;
  /** The visitor's first message no one has answered yet; null when nothing waits. */
  waiting_since: string | null;
  discord_told_at: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
  /** The visitor's cart as their last message named it (migration 0037). */
  cart_uuid: string | null;
  /** When the visitor's panel last read the conversation: a reply to someone gone is also emailed. */
  visitor_seen_at: string | null;
};

/** Further secrets of a conversation (migration 0037): a continue link, or a device that followed one. */
export type ChatVisitorTokensTable = {
  token_hash: string;
  conversation_id: string;
  kind: "link" | "device";
  created_at: string;
};

export type ChatAuthor = "visitor" | "staff" | "system";

export type ChatMessagesTable = {
  id: string;
  conversation_id: string;
  seq: number;
  author: ChatAuthor;
  operator_id: string | null;
  body: string;
  /** 1 once staff made the message's links clickable. */
  links_enabled: Generated<number>;
  created_at: string;
};

export type ChatCannedRepliesTable = { id: string; title: string; body: string; position: number; updated_at: string };

/** Each operator's console heartbeat: the team is online while one is fresh. */
export type ChatPresenceTable = { operator_id: string; seen_at: string };

export type Database = {
  orders: OrdersTable;
  gold_movements: GoldMovementsTable;
  gold_stock: GoldStockTable;
  gold_waiting: GoldWaitingTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_canned_replies: ChatCannedRepliesTable;
  chat_presence: ChatPresenceTable;
  chat_visitor_tokens: ChatVisitorTokensTable;
  payment_events: PaymentEventsTable;
  carts: CartsTable;
  messages: MessagesTable;
  order_access_tokens: OrderAccessTokensTable;
  order_steps: OrderStepsTable;
  message_replies: MessageRepliesTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  job_leases: JobLeasesTable;
  catalogue_state: CatalogueStateTable;
  catalogue_products: CatalogueProductsTable;
  shop_settings: ShopSettingsTable;
  catalogue_history: CatalogueHistoryTable;
  audit_log: AuditLogTable;
  order_notes: OrderNotesTable;
  order_refunds: OrderRefundsTable;
  order_payments: OrderPaymentsTable;
  sell_orders: SellOrdersTable;
  sell_order_tokens: SellOrderTokensTable;
  operators: OperatorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_sessions: OperatorSessionsTable;
  sign_in_throttle: SignInThrottleTable;
  cart_reminders: CartRemindersTable;
  email_unsubscribes: EmailUnsubscribesTable;
  reminder_addresses: ReminderAddressesTable;
  shop_secrets: ShopSecretsTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
};

/** A promo code; the code is its key, upper-cased. */
export type PromoCodesTable = {
  code: string;
  kind: "percent" | "fixed";
  /** Basis points for a percentage, cents for a fixed amount. */
  value: number;
  scope: "all" | "lines" | "skus";
  targets_json: string;
  include_gold: number;
  min_total_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_email: number | null;
  /** Redemptions in status used: raised and lowered with them, raced on with `uses < max_uses`. */
  uses: Generated<number>;
  /** 0 ended for good; 1 running, paused or not. */
  active: number;
  /** 1 while paused: refused at checkout until resumed (migration 0027). */
  paused: Generated<number>;
  /** Raised by every edit, pause and resume (not by a use): an edit names the revision it was made on. */
  revision: Generated<number>;
  created_by: string;
  created_at: string;
  updated_at: string;
};

/** One order's use of a code: used when the order is placed, released when it is refunded, expired or cancelled. */
export type PromoRedemptionsTable = {
  id: string;
  code: string;
  order_id: string;
  email: string;
  cents: number;
  status: "used" | "released";
  created_at: string;
  released_at: string | null;
};

/** A customer's review of a delivered order (migration 0041, ADR 0032); one per order. */
export type ReviewsTable = {
  id: string;
  order_id: string;
  /** JSON array of the order's product SKUs: the review shows on each of their pages. */
  skus_json: string;
  rating: number;
  title: string | null;
  body: string;
  /** "Ada L.", from the order's name: the only thing shown about who wrote it. */
  display_name: string;
  status: Generated<"pending" | "published" | "rejected">;
  helpful_count: Generated<number>;
  created_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
};

/** One "helpful" per review and voter (a SHA-256 of the voter's address). */
export type ReviewVotesTable = { review_id: string; voter_hash: string; created_at: string };
