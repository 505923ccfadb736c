import type { AuditLine } from "@/domain/admin/audit-sentence";
import { formatAdminTime } from "../admin-time";

/** The latest audit entries in words, newest first, each linked to what it is about when the reader may open it. */
export function ActivityList({ lines }: { lines: readonly AuditLine[] }) {
  if (lines.length === 0) return <p className="text-parchment-muted">Nothing recorded yet.</p>;
  return (
    <ol className="grid gap-2 text-sm [overflow-wrap:anywhere]" data-testid="admin-audit">
      {lines.map((line) => (
        <li key={line.id} className="grid gap-x-3 sm:grid-cols-[11rem_1fr]" data-testid="admin-audit-entry">
          <span className="text-parchment-muted">{formatAdminTime(line.at)}</span>
          <span className="text-parchment">
            {line.link ? (
              <a href={line.link.href} className="underline decoration-stone-line underline-offset-4 hover:text-gold">
                {line.text}
              </a>
            ) : (
              line.text
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
