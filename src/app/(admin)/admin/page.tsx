import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { ADMIN_AREAS, type AdminArea, roleRefusal } from "@/domain/admin/roles";
import { AuditList } from "@/features/admin/audit-list";
import { SessionList } from "@/features/admin/session-list";
import { SignOutButton } from "@/features/admin/sign-out-button";
import { ADMIN_REFUSED_PARAM, requireOperatorPage } from "@/server/admin/operator-guard";
import { listOperatorSessions } from "@/server/admin/operator-sessions";
import { listOperators } from "@/server/admin/operators";
import { database } from "@/server/db/database";
import { recentAudit } from "@/server/db/queries/audit-log";

export const metadata: Metadata = { title: "Home" };

const AUDIT_ENTRIES = 20;

function refusedArea(value: string | string[] | undefined): AdminArea | null {
  return (ADMIN_AREAS as readonly string[]).includes(String(value)) ? (value as AdminArea) : null;
}

/**
 * The signed-in operator's home: their sessions (Sign out everywhere) and the latest audit entries;
 * after a page their role may not open sent them here (`?refused=area`), it says so.
 */
export default async function AdminHomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const operator = await requireOperatorPage("home");
  const refused = refusedArea((await searchParams)[ADMIN_REFUSED_PARAM]);
  const { db } = await database();
  const [sessions, audit, operators] = await Promise.all([
    listOperatorSessions(db, operator.operatorId),
    recentAudit(db, { limit: AUDIT_ENTRIES }),
    listOperators(db),
  ]);
  const emails = new Map(operators.map((entry) => [entry.id, entry.email]));
  const emailOf = (id: string | null) =>
    id === null ? "command line or unknown" : (emails.get(id) ?? "former operator");
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-gold">Back office</h1>
      {refused && (
        <p
          role="alert"
          data-testid="admin-role-refused"
          className="rounded-lg border border-ember/60 bg-stone p-3 text-parchment"
        >
          {roleRefusal(refused)}
        </p>
      )}
      <Card className="grid gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-display text-xl text-parchment">Your sessions</h2>
          <SignOutButton everywhere />
        </div>
        <SessionList sessions={sessions} currentId={operator.sessionId} />
      </Card>
      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Latest activity</h2>
        <AuditList entries={audit} emailOf={emailOf} />
      </Card>
    </div>
  );
}
