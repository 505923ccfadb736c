import type { AuditEntry } from "@/domain/admin/audit-actions";
import { formatAdminTime } from "./admin-time";

/** The latest audit entries, newest first: when, who, what and on what. */
export function AuditList({
  entries,
  emailOf,
}: {
  entries: readonly AuditEntry[];
  emailOf: (id: string | null) => string;
}) {
  if (entries.length === 0) return <p className="text-parchment-muted">Nothing recorded yet.</p>;
  return (
    <ol className="grid gap-1 text-sm [overflow-wrap:anywhere]" data-testid="admin-audit">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-x-3 sm:grid-cols-[12rem_1fr]" data-testid="admin-audit-entry">
          <span className="text-parchment-muted">{formatAdminTime(entry.at)}</span>
          <span className="text-parchment">
            <span className="font-semibold">{entry.action}</span> · {entry.targetType} {entry.targetId.slice(0, 8)} ·{" "}
            {emailOf(entry.operatorId)}
          </span>
        </li>
      ))}
    </ol>
  );
}
