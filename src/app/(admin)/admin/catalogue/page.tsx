import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { catalogueFilterFrom, catalogueRows } from "@/domain/admin/catalogue-list";
import { CatalogueFilterForm } from "@/features/admin/catalogue/catalogue-filter-form";
import { CatalogueTable } from "@/features/admin/catalogue/catalogue-table";
import { storedProducts } from "@/server/admin/catalogue/catalogue-actions";
import { requireOperatorPage } from "@/server/admin/operator-guard";

export const metadata: Metadata = { title: "Catalogue" };

/** Every product, hidden ones too, found by line, name or sku from the address. */
export default async function AdminCataloguePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireOperatorPage("catalogue");
  const filter = catalogueFilterFrom(await searchParams);
  const rows = catalogueRows(await storedProducts(), filter);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-gold">Catalogue</h1>
        <a href="/admin/catalogue/history" className={buttonClass({ variant: "secondary", pad: 4 })}>
          History
        </a>
      </div>
      <Card className="p-5">
        <CatalogueFilterForm filter={filter} />
      </Card>
      <Card className="min-w-0 p-5">
        <p className="mb-3 text-sm text-parchment-muted" data-testid="admin-catalogue-count">
          {rows.length === 1 ? "1 product" : `${rows.length} products`}
        </p>
        <CatalogueTable rows={rows} />
      </Card>
    </div>
  );
}
