import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf, recentAudit, recordAudit } from "@/server/db/queries/audit-log";

/* Issue 16: the audit log on this file's database (TEST_DB picks SQLite or PostgreSQL). */

const db = () => getDatabase().db;

describe("audit log", () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  it("keeps an action with who, what, when, before and after, and reads a target's history oldest first", async () => {
    const orderId = crypto.randomUUID();
    await recordAudit(
      db(),
      {
        operatorId: "op-1",
        action: "ORDER_STATUS_SET",
        targetType: "order",
        targetId: orderId,
        before: { fulfilment: "queued" },
        after: { fulfilment: "in_progress" },
      },
      new Date("2026-11-26T10:00:00.000Z"),
    );
    await recordAudit(
      db(),
      {
        operatorId: "op-2",
        action: "ORDER_NOTE_ADDED",
        targetType: "order",
        targetId: orderId,
        after: { note: "Started" },
      },
      new Date("2026-11-26T10:05:00.000Z"),
    );
    const history = await auditOf(db(), "order", orderId);
    expect(history.map((entry) => [entry.operatorId, entry.action, entry.at])).toEqual([
      ["op-1", "ORDER_STATUS_SET", "2026-11-26T10:00:00.000Z"],
      ["op-2", "ORDER_NOTE_ADDED", "2026-11-26T10:05:00.000Z"],
    ]);
    expect(history[0]).toMatchObject({ before: { fulfilment: "queued" }, after: { fulfilment: "in_progress" } });
    expect(history[1]).toMatchObject({ before: null, after: { note: "Started" } });
  });

  it("rolls back with the change it records", async () => {
    const orderId = crypto.randomUUID();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await recordAudit(trx, {
            operatorId: "op-1",
            action: "ORDER_MARKED_PAID",
            targetType: "order",
            targetId: orderId,
          });
          throw new Error("the change failed");
        }),
    ).rejects.toThrow("the change failed");
    expect(await auditOf(db(), "order", orderId)).toEqual([]);
  });

  it("pages newest first without skipping or repeating rows written in the same millisecond", async () => {
    const target = crypto.randomUUID();
    const at = new Date("2030-01-01T00:00:00.000Z");
    for (let index = 0; index < 5; index += 1)
      await recordAudit(
        db(),
        { operatorId: null, action: "SIGN_IN_FAILED", targetType: "session", targetId: target },
        at,
      );
    const first = await recentAudit(db(), { limit: 3 });
    const rest = await recentAudit(db(), { limit: 3, after: first[2] });
    const ours = [...first, ...rest].filter((entry) => entry.targetId === target);
    expect(ours).toHaveLength(5);
    expect(new Set(ours.map((entry) => entry.id)).size).toBe(5);
  });
});
