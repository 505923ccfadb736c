import "server-only";
import type { Selectable } from "kysely";
import type { Executor } from "../database";
import type { ChatCannedRepliesTable } from "../schema";

/* Every read and write of chat_canned_replies: the console's ready answers, in the owner's order. */

export type CannedReplyRow = Selectable<ChatCannedRepliesTable>;

export async function listCannedReplies(db: Executor): Promise<CannedReplyRow[]> {
  return db.selectFrom("chat_canned_replies").selectAll().orderBy("position").orderBy("id").execute();
}

export async function getCannedReply(db: Executor, id: string): Promise<CannedReplyRow | undefined> {
  return db.selectFrom("chat_canned_replies").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A new reply goes last. */
export async function insertCannedReply(
  db: Executor,
  reply: { id: string; title: string; body: string; at: string },
): Promise<CannedReplyRow> {
  const last = await db
    .selectFrom("chat_canned_replies")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  const position = Number(last?.position ?? 0) + 1;
  const row = { id: reply.id, title: reply.title, body: reply.body, position, updated_at: reply.at };
  await db.insertInto("chat_canned_replies").values(row).execute();
  return row;
}

/** False when the reply is gone. */
export async function updateCannedReply(
  db: Executor,
  id: string,
  fields: { title: string; body: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("chat_canned_replies")
    .set({ title: fields.title, body: fields.body, updated_at: fields.at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCannedReply(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("chat_canned_replies").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
