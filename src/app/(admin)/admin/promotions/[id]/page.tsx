import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import type { PromoDetail } from "@/domain/api/admin-promotions";
import { formatUsd } from "@/domain/money/money";
import { PROMO_STATE_LABEL, promoScopeLabel, promoUsesLabel, promoValueLabel } from "@/domain/promotions/promo-labels";
import { formatAdminTime } from "@/features/admin/admin-time";
import { PromoDeactivate } from "@/features/admin/promotions/promo-deactivate";
import { PromoRedemptionsTable } from "@/features/admin/promotions/promo-redemptions-table";
import { PROMO_STATE_TONE } from "@/features/admin/promotions/promo-table";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { AppError } from "@/server/http/errors";
import { promoCodeOfRoute, promoDetail } from "@/server/promotions/promo-admin";

export const metadata: Metadata = { title: "Promo code" };

async function readPromo(raw: string): Promise<PromoDetail> {
  try {
    return await promoDetail(promoCodeOfRoute(raw), new Date());
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** One code: its terms, its use (orders, emails, what it took off, what they paid), and deactivation. */
export default async function AdminPromoPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage("promotions");
  const { promo, redemptions, totals } = await readPromo((await params).id);
  const facts: [string, string][] = [
    ["Reduction", promoValueLabel(promo)],
    ["Applies to", promoScopeLabel(promo)],
    ["Minimum total", promo.minTotalCents > 0 ? formatUsd(promo.minTotalCents) : "None"],
    ["Uses", promoUsesLabel(promo.uses, promo.maxUses)],
    ["Per email", promo.maxUsesPerEmail === null ? "No limit" : String(promo.maxUsesPerEmail)],
    ["Starts", promo.startsAt ? formatAdminTime(promo.startsAt) : "At once"],
    ["Ends", promo.endsAt ? formatAdminTime(promo.endsAt) : "Never"],
    ["Created", formatAdminTime(promo.createdAt)],
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 font-display text-3xl text-gold">
          <span className="font-mono">{promo.code}</span>
          <StatusBadge tone={PROMO_STATE_TONE[promo.state]} className="text-base">
            <span data-testid="admin-promo-state">{PROMO_STATE_LABEL[promo.state]}</span>
          </StatusBadge>
        </h1>
        {promo.active && <PromoDeactivate code={promo.code} />}
      </div>
      <Card className="grid gap-4 p-5">
        <h2 className="font-display text-xl text-parchment">Terms</h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]" data-testid="admin-promo-facts">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-parchment-muted">{term}</dt>
              <dd className="text-parchment">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="grid gap-4 p-5">
        <h2 className="font-display text-xl text-parchment">Use</h2>
        <p className="text-sm text-parchment" data-testid="admin-promo-totals">
          {totals.orders} {totals.orders === 1 ? "order" : "orders"} · {formatUsd(totals.reducedCents)} taken off ·{" "}
          {formatUsd(totals.chargedCents)} charged
        </p>
        <PromoRedemptionsTable rows={redemptions} />
      </Card>
    </div>
  );
}
