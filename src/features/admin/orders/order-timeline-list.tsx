import type { AdminTimelineEntry } from "@/domain/orders/admin-order-view";
import { formatAdminTime } from "../admin-time";

/** Everything that happened to the order, oldest first: when, what, and who when an operator did it. */
export function OrderTimelineList({ entries }: { entries: readonly AdminTimelineEntry[] }) {
  return (
    <ol className="grid gap-3 text-sm [overflow-wrap:anywhere]" data-testid="admin-order-timeline">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-testid="admin-order-timeline-entry"
          data-kind={entry.kind}
          className="grid gap-x-3 border-l-2 border-stone-line pl-3 sm:grid-cols-[12rem_1fr]"
        >
          <span className="text-parchment-muted">{formatAdminTime(entry.at)}</span>
          <span className="grid gap-0.5 text-parchment">
            <span>
              <span className="font-semibold">{entry.title}</span>
              {entry.operatorEmail && <span className="text-parchment-muted"> · {entry.operatorEmail}</span>}
            </span>
            {entry.detail && (
              <span className="whitespace-pre-wrap break-words text-parchment-muted">{entry.detail}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
