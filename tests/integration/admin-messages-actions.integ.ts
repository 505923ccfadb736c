import { beforeAll, describe, expect, it } from "vitest";
import { messageDetail } from "@/server/admin/messages/inbox";
import { replyToMessage, setMessageStatus } from "@/server/admin/messages/message-actions";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { env } from "@/server/env";
import { storeInboxMessage } from "./support/inbox-records";

/* Issue 16, item 4: the inbox's writes and their audit rows (TEST_DB picks SQLite or PostgreSQL). */

const db = () => getDatabase().db;
const OPERATOR = "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";

const storeMessage = (email: string, message: string) => storeInboxMessage(email, message, "2026-11-25T08:00:00.000Z");

async function statusOf(id: string): Promise<string | undefined> {
  const row = await db().selectFrom("messages").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status;
}

describe("inbox actions", () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  it("sets a status and records who did it, before and after", async () => {
    const id = await storeMessage("ann@example.com", "Hello");
    const at = new Date("2026-11-26T09:00:00.000Z");
    expect(await setMessageStatus({ operatorId: OPERATOR, messageId: id, status: "open", now: at })).toEqual({
      id,
      status: "open",
      changed: true,
    });
    await setMessageStatus({
      operatorId: OPERATOR,
      messageId: id,
      status: "closed",
      now: new Date("2026-11-26T09:05:00.000Z"),
    });
    expect(await statusOf(id)).toBe("closed");
    const history = await auditOf(db(), "message", id);
    expect(history.map((entry) => [entry.action, entry.operatorId, entry.before, entry.after, entry.at])).toEqual([
      ["MESSAGE_STATUS_SET", OPERATOR, { status: "new" }, { status: "open" }, "2026-11-26T09:00:00.000Z"],
      ["MESSAGE_STATUS_SET", OPERATOR, { status: "open" }, { status: "closed" }, "2026-11-26T09:05:00.000Z"],
    ]);
  });

  it("changes nothing and records nothing when the status is already set", async () => {
    const id = await storeMessage("ann@example.com", "Hello again");
    expect(await setMessageStatus({ operatorId: OPERATOR, messageId: id, status: "new" })).toEqual({
      id,
      status: "new",
      changed: false,
    });
    expect(await auditOf(db(), "message", id)).toEqual([]);
  });

  it("refuses a move the rules forbid, and an unknown message, with a 4xx and no audit row", async () => {
    const id = await storeMessage("ann@example.com", "Refused");
    await setMessageStatus({ operatorId: OPERATOR, messageId: id, status: "closed" });
    await expect(setMessageStatus({ operatorId: OPERATOR, messageId: id, status: "new" })).rejects.toMatchObject({
      code: "conflict:message",
      status: 409,
    });
    expect(await statusOf(id)).toBe("closed");
    expect(await auditOf(db(), "message", id)).toHaveLength(1);

    const missing = crypto.randomUUID();
    await expect(setMessageStatus({ operatorId: OPERATOR, messageId: missing, status: "open" })).rejects.toMatchObject({
      code: "not_found:message",
      status: 404,
    });
    await expect(replyToMessage({ operatorId: OPERATOR, messageId: missing, body: "Hi" })).rejects.toMatchObject({
      code: "not_found:message",
    });
    expect(await auditOf(db(), "message", missing)).toEqual([]);
  });

  it("queues a reply to the sender, reply-to the shop, shows it in the thread, opens the message and audits it", async () => {
    const id = await storeMessage("Zezima@Example.com", "Where is my gold?\nOrder RF-123");
    const at = new Date("2026-11-26T11:00:00.000Z");
    const reply = await replyToMessage({
      operatorId: OPERATOR,
      messageId: id,
      body: "  It is on its way.  ",
      now: at,
    });
    expect(reply.status).toBe("open");
    expect(await statusOf(id)).toBe("open");

    const email = await db().selectFrom("outbox").selectAll().where("id", "=", reply.emailId).executeTakeFirstOrThrow();
    expect(email).toMatchObject({
      to_address: "Zezima@Example.com",
      reply_to: env.SUPPORT_EMAIL,
      subject: `Re: Your message to ${env.SITE_NAME}`,
      status: "pending",
      created_at: at.toISOString(),
    });
    expect(email.body_text).toBe(
      "It is on its way.\n\nOn 2026-11-25T08:00:00.000Z, Zezima@Example.com wrote:\n> Where is my gold?\n> Order RF-123\n",
    );

    const second = await replyToMessage({
      operatorId: "op-2",
      messageId: id,
      body: "Delivered.",
      subject: "RE: Your gold",
      now: new Date("2026-11-26T12:00:00.000Z"),
    });
    const detail = await messageDetail(id);
    expect(detail?.status).toBe("open");
    expect(detail?.thread.map((entry) => [entry.kind, entry.id, entry.text])).toEqual([
      ["message", id, "Where is my gold?\nOrder RF-123"],
      ["reply", reply.replyId, "It is on its way."],
      ["reply", second.replyId, "Delivered."],
    ]);
    expect(detail?.thread[2]).toMatchObject({
      operatorId: "op-2",
      subject: "Re: Your gold",
      emailId: second.emailId,
      emailStatus: "pending",
    });

    const history = await auditOf(db(), "message", id);
    expect(history.map((entry) => [entry.action, entry.operatorId, entry.before, entry.after])).toEqual([
      [
        "MESSAGE_REPLIED",
        OPERATOR,
        { status: "new" },
        {
          status: "open",
          replyId: reply.replyId,
          emailId: reply.emailId,
          subject: `Re: Your message to ${env.SITE_NAME}`,
        },
      ],
      [
        "MESSAGE_REPLIED",
        "op-2",
        { status: "open" },
        { status: "open", replyId: second.replyId, emailId: second.emailId, subject: "Re: Your gold" },
      ],
    ]);
  });

  it("lets several operators answer a new message at the same moment: every reply goes out", async () => {
    const id = await storeMessage("cyd@example.com", "Anyone there?");
    const operators = ["op-1", "op-2", "op-3", "op-4", "op-5", "op-6"];
    // Open as many connections as there are operators first, so that the replies really overlap.
    await Promise.all(
      operators.map(() =>
        db()
          .transaction()
          .execute((trx) => trx.selectFrom("messages").select("id").limit(1).execute()),
      ),
    );
    const replies = await Promise.all(
      operators.map((operatorId) => replyToMessage({ operatorId, messageId: id, body: `Here, ${operatorId}` })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(operators.map(() => "open"));
    expect((await messageDetail(id))?.thread).toHaveLength(operators.length + 1);
    const history = await auditOf(db(), "message", id);
    expect(history.map((entry) => entry.action)).toEqual(operators.map(() => "MESSAGE_REPLIED"));
    // Exactly one of them found the message new.
    expect(history.filter((entry) => (entry.before as { status: string }).status === "new")).toHaveLength(1);
  });

  it("keeps a closed message closed when an operator answers it late", async () => {
    const id = await storeMessage("bob@example.com", "Thanks!");
    await setMessageStatus({ operatorId: OPERATOR, messageId: id, status: "closed" });
    const reply = await replyToMessage({ operatorId: OPERATOR, messageId: id, body: "You're welcome." });
    expect(reply.status).toBe("closed");
    expect(await statusOf(id)).toBe("closed");
  });
});
