import "server-only";
import { type AuditAction, type AuditEntry, type AuditTargetType, isAuditAction } from "@/domain/admin/audit-actions";
import type { Executor } from "../database";
import type { AuditLogTable } from "../schema";

/* The audit log (table audit_log): appended to in the transaction of the change it records, never updated. */

export type AuditRecord = {
  operatorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The state before and after, as plain data; never a secret (password hash, TOTP secret, token). */
  before?: unknown;
  after?: unknown;
};

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/**
 * Appends one row. Pass the transaction that makes the change, so the change and its record commit
 * or roll back together.
 */
export async function recordAudit(db: Executor, record: AuditRecord, at: Date = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("audit_log")
    .values({
      id,
      at: at.toISOString(),
      operator_id: record.operatorId,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      before_json: json(record.before),
      after_json: json(record.after),
    })
    .execute();
  return id;
}

function toEntry(row: AuditLogTable): AuditEntry | null {
  if (!isAuditAction(row.action)) return null;
  return {
    id: row.id,
    at: row.at,
    operatorId: row.operator_id,
    action: row.action,
    targetType: row.target_type as AuditTargetType,
    targetId: row.target_id,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  };
}

/** What happened to one thing (an order's timeline, an operator's history), oldest first. */
export async function auditOf(db: Executor, targetType: AuditTargetType, targetId: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .where("target_type", "=", targetType)
    .where("target_id", "=", targetId)
    .orderBy("at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toEntry).filter((entry): entry is AuditEntry => entry !== null);
}

/** The newest entries first, `limit` at a time; pass the last entry seen to read on (keyset paging). */
export async function recentAudit(
  db: Executor,
  { limit, after }: { limit: number; after?: { at: string; id: string } },
): Promise<AuditEntry[]> {
  let query = db.selectFrom("audit_log").selectAll();
  if (after)
    query = query.where((eb) =>
      eb.or([eb("at", "<", after.at), eb.and([eb("at", "=", after.at), eb("id", "<", after.id)])]),
    );
  const rows = await query.orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(toEntry).filter((entry): entry is AuditEntry => entry !== null);
}
