import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { customerListQuerySchema } from "@/domain/admin/customers";
import { filterProblems } from "@/domain/admin/order-filter";
import { CustomerSearchForm } from "@/features/admin/customers/customer-search-form";
import { CustomerTable } from "@/features/admin/customers/customer-table";
import { listCustomers } from "@/server/admin/customers/customers";
import { requireOperatorPage } from "@/server/admin/operator-guard";

export const metadata: Metadata = { title: "Customers" };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw) ?? "";

function listHref(q: string, after?: string): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (after) query.set("after", after);
  const text = query.toString();
  return text ? `/admin/customers?${text}` : "/admin/customers";
}

/** Everyone who ordered or wrote to the shop, one per email, alphabetically, a page at a time. */
export default async function AdminCustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireOperatorPage("customers");
  const params = await searchParams;
  const q = first(params.q);
  const parsed = customerListQuerySchema.safeParse({ q, after: first(params.after) });
  const page = parsed.success ? await listCustomers(parsed.data) : null;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-3xl text-gold">Customers</h1>
        <p className="text-sm text-parchment-muted">
          Everyone who placed an order or sent a message, by email. Paid and refunded count live orders only, not demo
          or test ones.
        </p>
      </div>
      <Card className="p-5">
        <CustomerSearchForm q={q} invalid={!parsed.success} />
      </Card>
      {!parsed.success && (
        <Notice tone="danger" role="alert" className="p-4" data-testid="admin-customers-error">
          This search cannot be used: {filterProblems(parsed.error)}
        </Notice>
      )}
      {page && (
        <Card className="grid gap-4 p-5">
          <CustomerTable customers={page.customers} />
          <div className="flex flex-wrap justify-end gap-3">
            {params.after && (
              <a href={listHref(q)} className={buttonClass({ variant: "secondary", pad: 4 })}>
                First page
              </a>
            )}
            {page.nextAfter && (
              <a
                href={listHref(q, page.nextAfter)}
                className={buttonClass({ variant: "secondary", pad: 4 })}
                data-testid="admin-customers-next"
              >
                Next page
              </a>
            )}
          </div>
        </Card>
      )}
    </div>
  );
}
