import "server-only";

/*
 * The audit log's queries moved to src/server/db/queries/audit-log.ts (one module owns each
 * table's writes). This re-export keeps the older import path working for the callers not yet
 * moved; import from the queries module in new code.
 */
export { type AuditRecord, auditOf, recentAudit, recordAudit } from "../db/queries/audit-log";
