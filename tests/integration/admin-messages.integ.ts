import { beforeAll, describe, expect, it } from "vitest";
import { listMessages, messageDetail } from "@/server/admin/messages/inbox";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { createOrder } from "@/server/orders/order-store";
import { storeInboxMessage } from "./support/inbox-records";

/* Issue 16, item 4: the inbox's reads on this file's database (TEST_DB picks SQLite or PostgreSQL). */

const db = () => getDatabase().db;

const storeMessage = storeInboxMessage;

async function placeOrder(email: string, reference: string, totalCents: number, at: string): Promise<void> {
  await createOrder(
    {
      id: crypto.randomUUID(),
      reference,
      email,
      name: "",
      phone: "",
      rsn: "Zezima",
      method: "card",
      provider: "demo",
      cartUuid: crypto.randomUUID(),
      lines: [],
      totals: { subtotalCents: totalCents, discountCents: 0, totalCents },
      testMode: true,
      catalogueVersion: null,
    },
    new Date(at),
  );
}

describe("the inbox", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await ensureDatabaseReady();
    // Twelve messages from three senders, one minute apart; two share a millisecond.
    for (let index = 0; index < 12; index += 1) {
      const sender = ["ann@example.com", "bob@example.com", "cyd@example.com"][index % 3] ?? "";
      const minute = String(index).padStart(2, "0");
      ids[`m${index}`] = await storeMessage(
        sender,
        `Message ${index}: ${index === 4 ? "100% sure the gold_never came" : "where is my order?"}`,
        `2026-11-20T10:${minute}:00.000Z`,
      );
    }
    ids.same = await storeMessage("Dee@Example.com", "Same millisecond as m11", "2026-11-20T10:11:00.000Z");
  });

  it("stores every message as new and lists them newest first, paging without a gap or a repeat", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listMessages({}, cursor, 5);
      seen.push(...page.messages.map((message) => message.id));
      for (const message of page.messages) expect(message.status).toBe("new");
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(13);
    expect(new Set(seen).size).toBe(13);
    expect(seen.slice(-3)).toEqual([ids.m2, ids.m1, ids.m0]);
    const first = await listMessages({}, null, 100);
    expect(first.nextCursor).toBeNull();
    expect(first.messages.map((message) => message.id)).toEqual(seen);
    expect(first.counts).toEqual({ new: 13, open: 0, closed: 0 });
  });

  it("searches the sender's email and the text, whatever the case, with % and _ taken literally", async () => {
    const bob = await listMessages({ q: "BOB@example" }, null, 25);
    expect(bob.messages).toHaveLength(4);
    expect(bob.messages.every((message) => message.email === "bob@example.com")).toBe(true);
    expect(bob.counts).toEqual({ new: 4, open: 0, closed: 0 });
    const dee = await listMessages({ q: "dee@EXAMPLE.com" }, null, 25);
    expect(dee.messages.map((message) => message.id)).toEqual([ids.same]);
    expect((await listMessages({ q: "MILLISECOND" }, null, 25)).messages.map((message) => message.id)).toEqual([
      ids.same,
    ]);

    const text = await listMessages({ q: "100% SURE" }, null, 25);
    expect(text.messages.map((message) => message.id)).toEqual([ids.m4]);
    expect((await listMessages({ q: "gold_never" }, null, 25)).messages.map((message) => message.id)).toEqual([ids.m4]);
    // Were _ a wildcard, "gold never" text would match too; were % one, "1000" would.
    expect((await listMessages({ q: "s_re" }, null, 25)).messages).toEqual([]);
    expect((await listMessages({ q: "%" }, null, 25)).messages.map((message) => message.id)).toEqual([ids.m4]);
  });

  it("filters by status and counts each status", async () => {
    await db()
      .updateTable("messages")
      .set({ status: "closed" })
      .where("id", "=", ids.m0 ?? "")
      .execute();
    await db()
      .updateTable("messages")
      .set({ status: "open" })
      .where("id", "in", [ids.m1 ?? "", ids.m2 ?? ""])
      .execute();
    const open = await listMessages({ status: "open" }, null, 25);
    expect(open.messages.map((message) => message.id)).toEqual([ids.m2, ids.m1]);
    expect(open.counts).toEqual({ new: 10, open: 2, closed: 1 });
    const closedAnn = await listMessages({ status: "closed", q: "ann@" }, null, 25);
    expect(closedAnn.messages.map((message) => message.id)).toEqual([ids.m0]);
    expect(closedAnn.counts).toEqual({ new: 3, open: 0, closed: 1 });
    expect((await listMessages({ status: "closed", q: "bob@" }, null, 25)).messages).toEqual([]);
  });

  it("shows a message with its thread and the sender's orders, matched by email whatever its case", async () => {
    await placeOrder("dee@example.com", "RF-DEE-1", 1_250, "2026-11-18T09:00:00.000Z");
    await placeOrder("DEE@EXAMPLE.COM", "RF-DEE-2", 4_990, "2026-11-19T09:00:00.000Z");
    await placeOrder("deer@example.com", "RF-OTHER", 100, "2026-11-19T09:30:00.000Z");
    const detail = await messageDetail(ids.same ?? "");
    expect(detail).toMatchObject({ id: ids.same, email: "Dee@Example.com", status: "new", source: "contact" });
    expect(detail?.thread).toEqual([
      {
        kind: "message",
        id: ids.same,
        email: "Dee@Example.com",
        text: "Same millisecond as m11",
        source: "contact",
        at: "2026-11-20T10:11:00.000Z",
      },
    ]);
    expect(detail?.orders).toEqual([
      {
        id: expect.any(String),
        reference: "RF-DEE-2",
        createdAt: "2026-11-19T09:00:00.000Z",
        totalCents: 4_990,
        currency: "USD",
        status: "pending",
        testMode: true,
      },
      expect.objectContaining({ reference: "RF-DEE-1", totalCents: 1_250 }),
    ]);
    expect(await messageDetail(crypto.randomUUID())).toBeNull();
  });
});
