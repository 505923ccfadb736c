import { z } from "zod";
import { decodeCursor } from "./keyset-cursor";
import { MESSAGE_STATUSES } from "./message-status";

/*
 * The inbox's filter: one status or all, and a search through the sender's email and
 * the message's text. The search is a substring match, case-insensitive; its % and _ are the
 * operator's characters, not wildcards, so they are escaped before they reach LIKE.
 */

export const MAX_INBOX_SEARCH_LENGTH = 200;
export const INBOX_PAGE_SIZE = 25;
export const MAX_INBOX_PAGE_SIZE = 100;
/** The escape character of every pattern likePattern makes (SQL: `LIKE ? ESCAPE '\'`). */
export const LIKE_ESCAPE = "\\";

export const inboxFilterSchema = z
  .object({
    status: z.enum(MESSAGE_STATUSES).optional(),
    q: z
      .string()
      .trim()
      .max(MAX_INBOX_SEARCH_LENGTH, { message: `must be at most ${MAX_INBOX_SEARCH_LENGTH} characters` })
      .optional()
      .transform((q) => (q === "" ? undefined : q)),
    cursor: z
      .string()
      .optional()
      .refine((cursor) => cursor === undefined || decodeCursor(cursor) !== null, { message: "is not a valid cursor" }),
    limit: z.coerce.number().int().min(1).max(MAX_INBOX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  })
  .strict();

export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** A LIKE pattern matching `search` anywhere (compare lower(column) with lower(pattern)). */
export function likePattern(search: string): string {
  const escaped = search.replace(/[\\%_]/g, (char) => `${LIKE_ESCAPE}${char}`);
  return `%${escaped}%`;
}

/** The first line of a message, shortened for a list row. */
export function messagePreview(text: string, length = 120): string {
  const line = text.trim().replace(/\s+/g, " ");
  return line.length <= length ? line : `${line.slice(0, length - 1).trimEnd()}…`;
}
