import type { PromoHistoryEntry } from "@/domain/api/admin-promotions";
import { formatAdminTime } from "../admin-time";

/** What was done to a code, oldest first, in words: when, who, and each changed term before and after. */
export function PromoHistory({ entries }: { entries: readonly PromoHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-parchment-muted">Nothing recorded yet.</p>;
  return (
    <ol className="grid gap-3 text-sm [overflow-wrap:anywhere]" data-testid="admin-promo-history">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-x-3 sm:grid-cols-[12rem_1fr]" data-testid="admin-promo-history-entry">
          <span className="text-parchment-muted">{formatAdminTime(entry.at)}</span>
          <div className="grid gap-1 text-parchment">
            <p>
              <span className="font-semibold">{entry.sentence}</span>
              {entry.by ? ` · ${entry.by}` : ""}
            </p>
            {entry.changes.length > 0 && (
              <ul className="grid gap-0.5 text-parchment-muted">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {change.field}: <span className="text-parchment">{change.before}</span> →{" "}
                    <span className="text-parchment">{change.after}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
