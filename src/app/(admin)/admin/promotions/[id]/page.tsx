import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import type { PromoDetail } from "@/domain/api/admin-promotions";
import { formatUsd } from "@/domain/money/money";
import { promoTerms } from "@/domain/promotions/promo-edit";
import { type PromoTargets, targetNames } from "@/domain/promotions/promo-form";
import { PROMO_STATE_LABEL, promoScopeLabel, promoUsesLabel, promoValueLabel } from "@/domain/promotions/promo-labels";
import { formatAdminTime } from "@/features/admin/admin-time";
import { PromoHistory } from "@/features/admin/promotions/promo-history";
import { PromoRedemptionsTable } from "@/features/admin/promotions/promo-redemptions-table";
import { PromoStateActions } from "@/features/admin/promotions/promo-state-actions";
import { PROMO_STATE_TONE } from "@/features/admin/promotions/promo-table";
import { PromoTermsForm } from "@/features/admin/promotions/promo-terms-form";
import { NOT_FOUND_METADATA } from "@/features/errors/not-found-panel";
import { missingForOperator, requireOperatorPage } from "@/server/admin/operator-guard";
import { AppError } from "@/server/http/errors";
import { promoCodeOfRoute, promoDetail } from "@/server/promotions/promo-admin";
import { promoTargets } from "@/server/promotions/promo-targets";

/** The code and the names it applies to, or null when no code has this id; looked up once a request, for the title and the page. */
const readPromo = cache(async (raw: string): Promise<{ detail: PromoDetail; known: PromoTargets } | null> => {
  const known = await promoTargets();
  try {
    return { detail: await promoDetail(promoCodeOfRoute(raw), new Date(), known), known };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
});

/** Titled as a 404 when no code has this id, like the page the visitor then sees. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return (await missingForOperator("promotions", () => readPromo(id))) ? NOT_FOUND_METADATA : { title: "Promo code" };
}

/**
 * One code: its terms, pause, resume and end for good, the edit form (while it has not ended for
 * good), its use (orders, emails, what it took off, what they paid) and its history in words.
 */
export default async function AdminPromoPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage("promotions");
  const found = await readPromo((await params).id);
  if (!found) notFound();
  const { detail, known } = found;
  const { promo, history, redemptions, totals } = detail;
  const facts: [string, string][] = [
    ["Reduction", promoValueLabel(promo)],
    ["Applies to", promoScopeLabel(promo, targetNames(known))],
    ["Minimum total", promo.minTotalCents > 0 ? formatUsd(promo.minTotalCents) : "None"],
    ["Uses", promoUsesLabel(promo.uses, promo.maxUses)],
    ["Per email", promo.maxUsesPerEmail === null ? "No limit" : String(promo.maxUsesPerEmail)],
    ["Starts", promo.startsAt ? formatAdminTime(promo.startsAt) : "At once"],
    ["Ends", promo.endsAt ? formatAdminTime(promo.endsAt) : "Never"],
    ["Created", formatAdminTime(promo.createdAt)],
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="flex flex-wrap items-center gap-3 font-display text-3xl text-gold">
          <span className="font-mono [overflow-wrap:anywhere]">{promo.code}</span>
          <StatusBadge tone={PROMO_STATE_TONE[promo.state]} className="text-base">
            <span data-testid="admin-promo-state">{PROMO_STATE_LABEL[promo.state]}</span>
          </StatusBadge>
        </h1>
        {promo.active && <PromoStateActions code={promo.code} paused={promo.paused} />}
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
      {promo.active && (
        <Card className="grid gap-4 p-5">
          <h2 className="font-display text-xl text-parchment">Edit</h2>
          <p className="text-sm text-parchment-muted">
            Changes apply to checkouts from the moment they are saved. Orders already placed keep the reduction they
            got.
          </p>
          <PromoTermsForm known={known} mode={{ kind: "edit", stored: promoTerms(promo), revision: promo.revision }} />
        </Card>
      )}
      <Card className="grid gap-4 p-5">
        <h2 className="font-display text-xl text-parchment">Use</h2>
        <p className="text-sm text-parchment" data-testid="admin-promo-totals">
          {totals.orders} {totals.orders === 1 ? "order" : "orders"} · {formatUsd(totals.reducedCents)} taken off ·{" "}
          {formatUsd(totals.chargedCents)} charged
        </p>
        <PromoRedemptionsTable rows={redemptions} />
      </Card>
      <Card className="grid gap-4 p-5">
        <h2 className="font-display text-xl text-parchment">History</h2>
        <PromoHistory entries={history} />
      </Card>
    </div>
  );
}
