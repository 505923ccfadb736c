import type { Metadata } from "next";
import { AdminHeader } from "@/features/admin/admin-header";
import { AdminLiveUpdates } from "@/features/admin/live-updates";
import { pageSession } from "@/server/admin/operator-guard";
import { siteConfig } from "@/server/site-config";

export const metadata: Metadata = {
  title: { default: "Back office", template: `%s | ${siteConfig.siteName} back office` },
  robots: { index: false, follow: false },
};

/**
 * The operator's back office: its own frame, not the storefront's header and footer.
 * The header names the operator once the session is at aal2; each page guards itself
 * (requireOperatorPage), since a layout is not re-run on every navigation. At aal2 the live feed
 * (new paid orders and messages, the tab title's count) runs for every page.
 */
export default async function AdminLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const session = await pageSession();
  const operator = session?.aal === "aal2" ? { email: session.operatorEmail, role: session.operatorRole } : null;
  return (
    <div className="min-h-screen bg-night">
      <AdminHeader siteName={siteConfig.siteName} operator={operator} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
      {operator && <AdminLiveUpdates />}
    </div>
  );
}
