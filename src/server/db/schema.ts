/* Timestamps are ISO-8601 UTC strings and JSON is stored as text, so one schema serves SQLite and PostgreSQL. */

export type CartsTable = {
  uuid: string;
  items_json: string;
  email: string;
  created_at: string;
  updated_at: string;
};

export type Database = {
  carts: CartsTable;
};
