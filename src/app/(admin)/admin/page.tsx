import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { ADMIN_AREAS, type AdminArea, roleRefusal } from "@/domain/admin/roles";
import { formatTenths } from "@/domain/gold/gold-units";
import { ActivityList } from "@/features/admin/home/activity-list";
import { HomeCounts } from "@/features/admin/home/home-counts";
import { SessionList } from "@/features/admin/session-list";
import { SignOutButton } from "@/features/admin/sign-out-button";
import { adminHomeView } from "@/server/admin/admin-home";
import { ADMIN_REFUSED_PARAM, requireOperatorPage } from "@/server/admin/operator-guard";

export const metadata: Metadata = { title: "Home" };

function refusedArea(value: string | string[] | undefined): AdminArea | null {
  return (ADMIN_AREAS as readonly string[]).includes(String(value)) ? (value as AdminArea) : null;
}

/**
 * The signed-in operator's home: what waits on the shop and today's orders, each count a link to
 * its list; the latest activity in words; and their own sessions (Sign out everywhere). After a
 * page their role may not open sent them here (`?refused=area`), it says so.
 */
export default async function AdminHomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const operator = await requireOperatorPage("home");
  const refused = refusedArea((await searchParams)[ADMIN_REFUSED_PARAM]);
  const view = await adminHomeView(operator, new Date());
  return (
    <div className="grid gap-8">
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
      {view.orders === "test" && (
        <Notice className="p-3 text-sm" data-testid="admin-home-mode">
          {view.mode === "demo" ? "Demo" : "Test"} mode: the counts are the shop's test orders; no real money was taken.
        </Notice>
      )}
      {view.lowStock && (
        <Notice tone="danger" className="p-4" data-testid="admin-home-low-stock">
          Gold stock is low: {formatTenths(view.lowStock.availableTenths)} available, below{" "}
          {formatTenths(view.lowStock.thresholdTenths)}.{" "}
          <a href="/admin/gold" className="font-medium text-gold underline underline-offset-2 hover:no-underline">
            Open the gold book
          </a>
        </Notice>
      )}
      <HomeCounts sections={view.sections} day={view.day} />
      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Latest activity</h2>
        <ActivityList lines={view.activity} />
      </Card>
      <section id="sessions" aria-labelledby="admin-sessions-title" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-sessions-title" className="font-display text-lg text-parchment">
            Your sessions
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <SignOutButton />
            <SignOutButton everywhere />
          </div>
        </div>
        <SessionList sessions={view.sessions} currentId={operator.sessionId} />
      </section>
    </div>
  );
}
