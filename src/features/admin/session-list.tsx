import { StatusBadge } from "@/components/ui/status-badge";
import type { SessionSummary } from "@/domain/admin/session-policy";
import { formatAdminTime } from "./admin-time";

/** The operator's active sessions: when and where each started, this one marked. */
export function SessionList({ sessions, currentId }: { sessions: readonly SessionSummary[]; currentId: string }) {
  return (
    <ul className="grid gap-2 [overflow-wrap:anywhere]" data-testid="admin-sessions">
      {sessions.map((session) => (
        <li key={session.id} className="rounded-lg border border-stone-line p-3 text-sm" data-testid="admin-session">
          <p className="text-parchment">
            Started {formatAdminTime(session.startedAt)} from {session.client}{" "}
            {session.id === currentId && <StatusBadge tone="success">This browser</StatusBadge>}
          </p>
          <p className="text-parchment-muted">
            Last active {formatAdminTime(session.lastSeenAt)} · {session.userAgent || "unknown browser"}
          </p>
        </li>
      ))}
    </ul>
  );
}
