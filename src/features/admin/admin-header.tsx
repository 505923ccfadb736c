import type { OperatorRole } from "@/domain/admin/roles";
import { AdminNav } from "./admin-nav";
import { SignOutButton } from "./sign-out-button";

/** The back office's compact header: the shop's name, the sections, and the signed-in operator with Sign out. */
export function AdminHeader({
  siteName,
  operator,
}: {
  siteName: string;
  /** The signed-in operator at aal2, or null (the sign-in steps). */
  operator: { email: string; role: OperatorRole } | null;
}) {
  const operatorEmail = operator?.email ?? null;
  return (
    <header className="border-b border-stone-line bg-stone" data-testid="admin-header">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-display text-lg text-gold">
          {operatorEmail ? (
            <a href="/admin" className="inline-flex min-h-11 items-center hover:underline">
              {siteName} back office
            </a>
          ) : (
            `${siteName} back office`
          )}
        </p>
        {operator && <AdminNav role={operator.role} />}
        {operatorEmail && (
          <div className="flex flex-wrap items-center gap-3">
            <a
              href="/admin/account"
              title="Your account: password and recovery codes"
              className="inline-flex min-h-11 items-center text-sm text-parchment-muted [overflow-wrap:anywhere] hover:text-gold"
              data-testid="admin-operator-email"
            >
              {operatorEmail}
            </a>
            <SignOutButton />
          </div>
        )}
      </div>
    </header>
  );
}
