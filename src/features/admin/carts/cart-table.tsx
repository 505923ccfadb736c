"use client";

import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import { Table, type TableColumn } from "@/components/ui/table";
import { formatOrderMoney } from "@/domain/admin/order-money";
import type { AbandonedAddressRow } from "@/domain/api/admin-carts";
import { cartAge } from "@/domain/carts/abandoned-carts";
import type { AddressReminderState } from "@/domain/carts/automatic-reminders";
import { lineLabel } from "@/domain/orders/line-label";
import { formatAdminTime } from "../admin-time";
import { CartReminderAction } from "./cart-reminder-action";

const STATE: Record<AddressReminderState, { label: string; tone: StatusTone }> = {
  not_sent: { label: "Not reminded", tone: "neutral" },
  sent: { label: "Reminded", tone: "success" },
  recent: { label: "Reminded lately", tone: "success" },
  unsubscribed: { label: "Unsubscribed", tone: "warning" },
  ordered: { label: "Ordered since", tone: "neutral" },
};

function columns(now: Date): TableColumn<AbandonedAddressRow>[] {
  return [
    {
      id: "email",
      header: "Email",
      cell: (row) => (
        <span className="block sm:max-w-56 sm:min-w-44 [overflow-wrap:anywhere]">
          <span data-testid="admin-cart-email">{row.email}</span>
          {row.carts > 1 && (
            <span className="block text-xs text-parchment-muted" data-testid="admin-cart-count">
              {row.carts} carts
            </span>
          )}
        </span>
      ),
    },
    // Second, so the state and Send stay on screen on a phone, where the table scrolls sideways.
    {
      id: "reminder",
      header: "Reminder",
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={STATE[row.reminder].tone} className="whitespace-nowrap">
            <span data-testid="admin-cart-reminder">{STATE[row.reminder].label}</span>
          </StatusBadge>
          {row.reminder === "not_sent" && <CartReminderAction cartUuid={row.cartUuid} email={row.email} />}
        </div>
      ),
    },
    {
      id: "items",
      header: "Latest cart",
      cell: (row) => (
        <ul data-testid="admin-cart-items" className="grid min-w-40 gap-0.5 text-parchment">
          {row.items.map((item) => (
            <li key={`${item.name}-${item.subName ?? ""}`}>{lineLabel(item)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: "value",
      header: "Value",
      align: "right",
      cell: (row) => (
        <span className="tabular whitespace-nowrap">
          <span data-testid="admin-cart-value">{formatOrderMoney(row.valueCents, "USD")}</span>
          {row.unpricedLines > 0 && (
            <span className="block text-xs text-parchment-muted">
              {row.unpricedLines} {row.unpricedLines === 1 ? "line" : "lines"} no longer sold
            </span>
          )}
        </span>
      ),
    },
    {
      id: "age",
      header: "Saved",
      cell: (row) => (
        <span className="whitespace-nowrap text-parchment-muted" title={formatAdminTime(row.updatedAt)}>
          {cartAge(row.updatedAt, now)} ago
        </span>
      ),
    },
    {
      id: "reminded",
      header: "Last reminded",
      cell: (row) => (
        <span className="whitespace-nowrap text-parchment-muted" data-testid="admin-cart-reminded">
          {row.remindedAt ? formatAdminTime(row.remindedAt) : "Never"}
        </span>
      ),
    },
  ];
}

/** One page of addresses with abandoned carts, by their latest cart, newest first (the server's keyset order). */
export function CartTable({ rows, now }: { rows: readonly AbandonedAddressRow[]; now: string }) {
  return (
    <Table
      caption="Abandoned carts by address, newest first"
      columns={columns(new Date(now))}
      rows={rows}
      rowKey={(row) => row.cartUuid}
      empty={
        <span data-testid="admin-carts-empty">
          No abandoned carts. A cart with an email and no order appears here an hour after its last change.
        </span>
      }
      testId="admin-carts"
    />
  );
}
