import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { targetNames } from "@/domain/promotions/promo-form";
import { PromoTable } from "@/features/admin/promotions/promo-table";
import { PromoTermsForm } from "@/features/admin/promotions/promo-terms-form";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { listPromos } from "@/server/promotions/promo-admin";
import { promoTargets } from "@/server/promotions/promo-targets";

export const metadata: Metadata = { title: "Promotions" };

/** Promo codes: a new one, and every one with its uses, limits and state. */
export default async function AdminPromotionsPage() {
  await requireOperatorPage("promotions");
  const [promos, known] = await Promise.all([listPromos(new Date()), promoTargets()]);
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-gold">Promotions</h1>
      <Card className="grid gap-4 p-5">
        <h2 className="font-display text-xl text-parchment">New promo code</h2>
        <PromoTermsForm known={known} mode={{ kind: "create" }} />
      </Card>
      <Card className="grid gap-4 p-5">
        <h2 className="font-display text-xl text-parchment">Promo codes</h2>
        <PromoTable rows={promos} names={targetNames(known)} />
      </Card>
    </div>
  );
}
