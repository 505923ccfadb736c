import type { OperatorRole } from "@/domain/admin/roles";
import { AccountMenu } from "./account-menu";
import { AdminNav } from "./admin-nav";

/**
 * The back office's compact header, one line at every width: the shop's name, the sections (a
 * Menu below 1024 px) and the signed-in operator's account menu (who, sessions, Sign out).
 */
export function AdminHeader({
  siteName,
  operator,
}: {
  siteName: string;
  /** The signed-in operator at aal2, or null (the sign-in steps). */
  operator: { email: string; role: OperatorRole } | null;
}) {
  return (
    <header className="relative border-b border-stone-line bg-stone" data-testid="admin-header">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <p className="font-display text-base whitespace-nowrap text-gold sm:text-lg lg:mr-auto">
          {operator ? (
            <a href="/admin" className="inline-flex min-h-11 items-center hover:underline">
              {siteName}
              {/* A phone's line holds the name, Menu and Account, and from 1024 px to 1536 px the name and every section: the rest is still the link's name. */}
              <span className="max-sm:sr-only lg:max-2xl:sr-only">&nbsp;back office</span>
            </a>
          ) : (
            `${siteName} back office`
          )}
        </p>
        {operator && (
          <div className="flex items-center gap-2 lg:gap-3">
            <AdminNav role={operator.role} />
            <AccountMenu email={operator.email} />
          </div>
        )}
      </div>
    </header>
  );
}
