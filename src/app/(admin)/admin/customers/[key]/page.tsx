import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatUsd } from "@/domain/money/money";
import { formatAdminTime } from "@/features/admin/admin-time";
import { CustomerOrdersTable } from "@/features/admin/customers/customer-orders-table";
import { FactList } from "@/features/admin/fact-list";
import { MESSAGE_STATUS_TONE, messageSourceLabel } from "@/features/admin/messages/message-labels";
import { NOT_FOUND_METADATA } from "@/features/errors/not-found-panel";
import { customerView } from "@/server/admin/customers/customers";
import { missingForOperator, requireOperatorPage } from "@/server/admin/operator-guard";

// Looked up once a request, for the title and the page.
const customerOf = cache(customerView);

/** Titled as a 404 when the customer is missing, like the page the visitor then sees. */
export async function generateMetadata({ params }: { params: Promise<{ key: string }> }): Promise<Metadata> {
  const { key } = await params;
  return (await missingForOperator("customers", () => customerOf(key))) ? NOT_FOUND_METADATA : { title: "Customer" };
}

const when = (at: string | null) => (at ? formatAdminTime(at) : "—");

/** One customer: what they spent, their orders, their messages and the promo codes they used. */
export default async function AdminCustomerPage({ params }: { params: Promise<{ key: string }> }) {
  await requireOperatorPage("customers");
  const customer = await customerOf((await params).key);
  if (!customer) notFound();
  const { summary } = customer;
  const testOrders = summary.orders - summary.liveOrders;
  return (
    <div className="grid gap-6">
      <p>
        <Link
          href="/admin/customers"
          className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline"
        >
          ← All customers
        </Link>
      </p>
      <div className="grid gap-1">
        <h1 className="font-display text-3xl text-gold">Customer</h1>
        {/* The email as typed-to, not in the display face's small capitals. */}
        <p className="text-xl font-semibold text-parchment [overflow-wrap:anywhere]" data-testid="admin-customer-email">
          {summary.email}
        </p>
      </div>

      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Totals</h2>
        <FactList
          testId="admin-customer-totals"
          facts={[
            ["Orders", testOrders > 0 ? `${summary.orders} (${testOrders} test)` : String(summary.orders)],
            ["Paid", `${formatUsd(summary.paidCents)} (live orders)`],
            ["Refunded", formatUsd(summary.refundedCents)],
            ["Net", formatUsd(summary.paidCents - summary.refundedCents)],
            ["First order", when(summary.firstOrderAt)],
            ["Last order", when(summary.lastOrderAt)],
            ["Messages", String(summary.messages)],
            ["Promo uses", String(summary.promoUses)],
            customer.names.length > 0 && ["Names", customer.names.join(", ")],
            customer.rsns.length > 0 && ["RSNs", customer.rsns.join(", ")],
          ]}
        />
      </Card>

      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Orders</h2>
        {summary.orders > customer.orders.length && (
          <p className="text-sm text-parchment-muted">
            The latest {customer.orders.length} of {summary.orders}; the order list&apos;s search finds the others.
          </p>
        )}
        <CustomerOrdersTable orders={customer.orders} />
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card className="grid content-start gap-3 p-5">
          <h2 className="font-display text-xl text-parchment">Messages</h2>
          {customer.messages.length === 0 ? (
            <p className="text-parchment-muted">No messages from this email.</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="admin-customer-messages">
              {customer.messages.map((message) => (
                <li key={message.id} className="flex flex-wrap items-center gap-x-3">
                  <Link
                    href={`/admin/messages/${message.id}`}
                    data-testid="admin-customer-message"
                    className="inline-flex min-h-11 items-center font-medium text-gold underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                  >
                    {message.preview}
                  </Link>
                  <span className="text-parchment-muted">
                    {messageSourceLabel(message.source)} · {formatAdminTime(message.createdAt)}
                  </span>
                  <StatusBadge tone={MESSAGE_STATUS_TONE[message.status]}>{message.status}</StatusBadge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="grid content-start gap-3 p-5">
          <h2 className="font-display text-xl text-parchment">Promo codes used</h2>
          {customer.promoUses.length === 0 ? (
            <p className="text-parchment-muted">No promo code used.</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="admin-customer-promo-uses">
              {customer.promoUses.map((use) => (
                <li key={use.id} className="flex flex-wrap items-center gap-x-3">
                  <span className="font-semibold text-parchment">{use.code}</span>
                  <span className="tabular text-parchment">−{formatUsd(use.cents)}</span>
                  <Link
                    href={`/admin/orders/${use.orderId}`}
                    className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline"
                  >
                    {use.reference}
                  </Link>
                  {use.status === "released" && <StatusBadge tone="neutral">given back</StatusBadge>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
