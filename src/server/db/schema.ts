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
};

export type OutboxStatus = "pending" | "sent" | "failed";

export type OutboxTable = {
  id: string;
  to_address: string;
  reply_to: string;
  subject: string;
  body_text: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

export type RateLimitsTable = {
  key: string;
  /** Milliseconds since the epoch; PostgreSQL returns bigint as a string, so read it with Number(). */
  window_start: number | string;
  count: number;
};

export type Database = {
  carts: CartsTable;
  messages: MessagesTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
};
