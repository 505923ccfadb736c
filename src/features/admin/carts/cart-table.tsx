"use client";

import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import { Table, type TableColumn } from "@/components/ui/table";
import { formatOrderMoney } from "@/domain/admin/order-money";
import type { AbandonedCartRow } from "@/domain/api/admin-carts";
import { cartAge, type ReminderState } from "@/domain/carts/abandoned-carts";
import { formatAdminTime } from "../admin-time";
import { CartReminderAction } from "./cart-reminder-action";

const STATE: Record<ReminderState, { label: string; tone: StatusTone }> = {
  not_sent: { label: "Not reminded", tone: "neutral" },
  sent: { label: "Reminded", tone: "success" },
  unsubscribed: { label: "Unsubscribed", tone: "warning" },
};

function columns(now: Date): TableColumn<AbandonedCartRow>[] {
  return [
    {
      id: "email",
      header: "Email",
      cell: (row) => (
        <span data-testid="admin-cart-email" className="block sm:min-w-44 [overflow-wrap:anywhere]">
          {row.email}
        </span>
      ),
    },
    {
      id: "items",
      header: "Items",
      cell: (row) => (
        <ul data-testid="admin-cart-items" className="grid gap-0.5 text-parchment">
          {row.items.map((item) => (
            <li key={`${item.name}-${item.subName ?? ""}`}>
              {item.name}
              {item.subName ? ` (${item.subName})` : ""}
              {item.count > 1 ? ` × ${item.count}` : ""}
            </li>
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
      header: "Last change",
      cell: (row) => (
        <span className="whitespace-nowrap text-parchment-muted" title={formatAdminTime(row.updatedAt)}>
          {cartAge(row.updatedAt, now)} ago
        </span>
      ),
    },
    {
      id: "reminder",
      header: "Reminder",
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={STATE[row.reminder].tone} className="whitespace-nowrap">
            <span data-testid="admin-cart-reminder">{STATE[row.reminder].label}</span>
          </StatusBadge>
          {row.reminder === "not_sent" && <CartReminderAction cartUuid={row.uuid} email={row.email} />}
        </div>
      ),
    },
  ];
}

/** One page of abandoned carts, newest first (the server's keyset order: no column re-sorts it). */
export function CartTable({ rows, now }: { rows: readonly AbandonedCartRow[]; now: string }) {
  return (
    <Table
      caption="Abandoned carts, newest first"
      columns={columns(new Date(now))}
      rows={rows}
      rowKey={(row) => row.uuid}
      empty={
        <span data-testid="admin-carts-empty">
          No abandoned carts. A cart with an email and no order appears here an hour after its last change.
        </span>
      }
      testId="admin-carts"
    />
  );
}
