import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { historyItem } from "@/domain/admin/catalogue-history";
import { ChangeHistory } from "@/features/admin/catalogue/change-history";
import { recentChanges } from "@/server/admin/catalogue/catalogue-actions";
import { requireOperatorPage } from "@/server/admin/operator-guard";

export const metadata: Metadata = { title: "Catalogue history" };

/** The newest changes of products and settings, whoever made them (the shop's code, the CLI, an operator). */
export default async function AdminCatalogueHistoryPage() {
  await requireOperatorPage("catalogue");
  const items = (await recentChanges({ limit: 100 })).map(historyItem);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <p className="text-sm">
          <a href="/admin/catalogue" className="text-gold underline underline-offset-2">
            Catalogue
          </a>
        </p>
        <h1 className="font-display text-3xl text-gold">Catalogue history</h1>
        <p className="text-parchment-muted">The newest 100 changes of products and settings, newest first.</p>
      </div>
      <Card className="min-w-0 p-5">
        <ChangeHistory items={items} caption="Changes, newest first" />
      </Card>
    </div>
  );
}
