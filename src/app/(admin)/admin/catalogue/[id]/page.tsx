import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Card } from "@/components/ui/card";
import { editorFields } from "@/domain/admin/catalogue-editor";
import { historyItem } from "@/domain/admin/catalogue-history";
import { recordPath } from "@/domain/catalogue/catalogue-snapshot";
import { formatAdminTime } from "@/features/admin/admin-time";
import { ChangeHistory } from "@/features/admin/catalogue/change-history";
import { ProductEditor } from "@/features/admin/catalogue/product-editor";
import { NOT_FOUND_METADATA } from "@/features/errors/not-found-panel";
import { recentChanges, storedProduct } from "@/server/admin/catalogue/catalogue-actions";
import { missingForOperator, requireOperatorPage } from "@/server/admin/operator-guard";

// Looked up once a request, for the title and the page.
const productOf = cache(storedProduct);

/** Titled as a 404 when the product is missing, like the page the visitor then sees. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return (await missingForOperator("catalogue", () => productOf(id))) ? NOT_FOUND_METADATA : { title: "Edit product" };
}

/** One product's editor, read fresh from the database, with its own history below. */
export default async function AdminProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage("catalogue");
  const { id } = await params;
  const record = await productOf(id);
  if (!record) notFound();
  const history = (await recentChanges({ key: record.sku, limit: 20 })).map(historyItem);
  const path = recordPath(record);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <p className="text-sm">
          <a href="/admin/catalogue" className="text-gold underline underline-offset-2">
            Catalogue
          </a>
        </p>
        <h1 className="font-display text-3xl text-gold [overflow-wrap:anywhere]">{record.product.name}</h1>
        <p className="text-sm text-parchment-muted" data-testid="admin-product-facts">
          <code>{record.sku}</code>, version {record.version}, last changed {formatAdminTime(record.updatedAt)} by{" "}
          {record.updatedBy}.{" "}
          {record.status === "active" ? (
            <a href={path} className="text-gold underline underline-offset-2">
              Its page: {path}
            </a>
          ) : (
            <>Hidden: its page {path} answers 404.</>
          )}
        </p>
      </div>
      <Card className="min-w-0 p-5">
        <ProductEditor key={record.version} sku={record.sku} version={record.version} fields={editorFields(record)} />
      </Card>
      <Card className="grid min-w-0 gap-3 p-5">
        <h2 className="font-display text-xl text-gold">History</h2>
        <ChangeHistory items={history} caption={`Changes of ${record.sku}`} />
      </Card>
    </div>
  );
}
