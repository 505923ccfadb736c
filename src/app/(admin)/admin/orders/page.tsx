import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { filterForViewer } from "@/domain/admin/order-filter";
import type { OrderListResponse } from "@/domain/api/admin-orders";
import { LiveOrderTable } from "@/features/admin/orders/live-order-table";
import { OrderFilterForm, type OrderFilterValues } from "@/features/admin/orders/order-filter-form";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { assignableOperators } from "@/server/admin/orders/bulk-orders";
import { listOrders } from "@/server/admin/orders/list-orders";
import { parseOrderListQuery } from "@/server/admin/orders/order-list-request";
import { AppError } from "@/server/http/errors";

export const metadata: Metadata = { title: "Orders" };

const FILTER_KEYS = ["q", "status", "fulfilment", "method", "mode", "from", "to", "assignee"] as const;

type SearchParams = Record<string, string | string[] | undefined>;

/** The address's filter (the first of a repeated key), without the paging. */
function filterValues(params: SearchParams): OrderFilterValues {
  const values: OrderFilterValues = {};
  for (const key of FILTER_KEYS) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value) values[key] = value;
  }
  return values;
}

function pageParam(params: SearchParams, key: "cursor"): string | undefined {
  const raw = params[key];
  return (Array.isArray(raw) ? raw[0] : raw) || undefined;
}

/** The list, or the service's reason for refusing the filter (a 400's message, never a 500). */
async function readList(values: OrderFilterValues, cursor: string | undefined, viewerId: string) {
  const query = new URLSearchParams(values);
  if (cursor) query.set("cursor", cursor);
  try {
    const { filter, cursor: after, limit } = parseOrderListQuery(query);
    return { ok: true as const, page: await listOrders(filterForViewer(filter, viewerId), after, limit) };
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return { ok: false as const, message: error.message };
    throw error;
  }
}

function withQuery(path: string, values: OrderFilterValues, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...values, ...extra }).toString();
  return search ? `${path}?${search}` : path;
}

/** The back office's order list: newest first, filtered from the address, a page at a time. */
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const operator = await requireOperatorPage("orders");
  const params = await searchParams;
  const values = filterValues(params);
  const cursor = pageParam(params, "cursor");
  const [list, operators] = await Promise.all([readList(values, cursor, operator.operatorId), assignableOperators()]);
  const page: OrderListResponse | null = list.ok ? list.page : null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-gold">Orders</h1>
        {list.ok && (
          <a
            href={withQuery("/api/admin/orders/export", values)}
            download
            className={buttonClass({ variant: "secondary", pad: 4 })}
            data-testid="admin-orders-export"
          >
            Export CSV
          </a>
        )}
      </div>
      <Card className="p-5">
        <OrderFilterForm values={values} invalid={!list.ok} operators={operators} />
      </Card>
      {!list.ok && (
        <Notice tone="danger" role="alert" className="p-4" data-testid="admin-orders-error">
          This filter cannot be used: {list.message}
        </Notice>
      )}
      {page && (
        <Card className="grid gap-4 p-5">
          <LiveOrderTable
            orders={page.orders}
            newestPage={!cursor}
            filter={values}
            newestHref={withQuery("/admin/orders", values)}
            operators={operators}
            viewerId={operator.operatorId}
          />
          <div className="flex flex-wrap justify-end gap-3">
            {cursor && (
              <a href={withQuery("/admin/orders", values)} className={buttonClass({ variant: "secondary", pad: 4 })}>
                First page
              </a>
            )}
            {page.nextCursor && (
              <a
                href={withQuery("/admin/orders", values, { cursor: page.nextCursor })}
                className={buttonClass({ variant: "secondary", pad: 4 })}
                data-testid="admin-orders-next"
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
