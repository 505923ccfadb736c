import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import { Notice } from "@/components/ui/notice";
import { applyEditorValues } from "@/domain/admin/catalogue-editor";
import { lineMeta, recordPath } from "@/domain/catalogue/catalogue-snapshot";
import { ProductDetail } from "@/features/catalogue/product-detail";
import { NOT_FOUND_METADATA } from "@/features/errors/not-found-panel";
import { storedProduct, storedSettings } from "@/server/admin/catalogue/catalogue-actions";
import { missingForOperator, requireOperatorPage } from "@/server/admin/operator-guard";
import { productPageView } from "@/server/catalogue/catalogue-pages";

/** The product and its line, looked up once a request for the title and the page; null when either is gone. */
const previewOf = cache(async (id: string) => {
  const record = await storedProduct(id);
  const line = record ? lineMeta(record.lineId) : undefined;
  return record && line ? { record, line } : null;
});

/** Titled as a 404 when the product is missing, like the page the visitor then sees. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return (await missingForOperator("catalogue", () => previewOf(id))) ? NOT_FOUND_METADATA : { title: "Preview" };
}

const valuesSchema = z.record(z.string().max(200), z.string().max(20_000));

function parseValues(raw: string | string[] | undefined): Record<string, string> | null {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text) return {};
  try {
    const parsed = valuesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The product page as visitors would see it with the unsaved values (the address's `values`),
 * rendered by the storefront's own component with the stored settings. Behind the operator guard
 * and never cached (every admin answer is no-store); nothing is written.
 */
export default async function AdminProductPreviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireOperatorPage("catalogue");
  const { id } = await params;
  const found = await previewOf(id);
  if (!found) notFound();
  const { record, line } = found;
  const values = parseValues((await searchParams).values);
  const applied = values ? applyEditorValues(record, values) : null;
  if (!applied?.ok) {
    return (
      <div className="grid min-w-0 gap-4">
        <h1 className="font-display text-3xl text-gold">Preview of {record.product.name}</h1>
        <Notice tone="danger" role="alert" className="p-4" data-testid="admin-preview-error">
          This change cannot be shown:{" "}
          {applied ? applied.problems.map((p) => `${p.path} ${p.message}`).join("; ") : "its values could not be read"}.
        </Notice>
      </div>
    );
  }
  const candidate = { ...record, status: applied.status, product: applied.product };
  const entry = {
    line: { ...line, products: [candidate.product] },
    product: candidate.product,
    path: recordPath(candidate),
  };
  const view = await productPageView(entry, await storedSettings());
  return (
    <div className="grid min-w-0 gap-4">
      <Notice className="p-4" role="status" data-testid="admin-preview-notice">
        Preview, not published: visitors still see the stored product at {entry.path}.
        {applied.status === "hidden" ? " Once published it is hidden: its page answers 404." : ""}
      </Notice>
      <div className="overflow-hidden rounded-xl bg-night" data-testid="product-page" data-sku={view.product.sku}>
        <ProductDetail product={view.product} crumbs={view.crumbs} pricing={view.pricing} rating={view.rating} />
      </div>
    </div>
  );
}
