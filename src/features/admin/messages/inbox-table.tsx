"use client";

import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import { Table, type TableColumn } from "@/components/ui/table";
import type { InboxRow } from "@/domain/api/admin-messages";
import { formatAdminTime } from "../admin-time";
import { MESSAGE_STATUS_TONE, messageSourceLabel } from "./message-labels";
import { MessageOrderLink } from "./message-order-link";

const COLUMNS: readonly TableColumn<InboxRow>[] = [
  {
    id: "sender",
    header: "Sender",
    cell: (row) => (
      <Link
        href={`/admin/messages/${row.id}`}
        data-testid="admin-inbox-sender"
        className="inline-flex min-h-11 items-center font-medium text-gold underline-offset-4 hover:underline"
      >
        {row.email}
      </Link>
    ),
  },
  {
    id: "preview",
    header: "Message",
    cell: (row) => (
      <span data-testid="admin-inbox-preview" className="line-clamp-2 text-parchment">
        {row.preview}
      </span>
    ),
  },
  {
    id: "source",
    header: "Source",
    cell: (row) => (row.order ? <MessageOrderLink order={row.order} /> : messageSourceLabel(row.source)),
  },
  {
    id: "time",
    header: "Received",
    cell: (row) => <span className="whitespace-nowrap text-parchment-muted">{formatAdminTime(row.createdAt)}</span>,
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <StatusBadge tone={MESSAGE_STATUS_TONE[row.status]} className="whitespace-nowrap">
        <span data-testid="admin-inbox-status">{row.status}</span>
        {row.replyCount > 0 ? ` · ${row.replyCount} ${row.replyCount === 1 ? "reply" : "replies"}` : ""}
      </StatusBadge>
    ),
  },
];

/** One page of the inbox, newest first (the server's order: no column re-sorts a keyset page). */
export function InboxTable({ rows, empty }: { rows: readonly InboxRow[]; empty: string }) {
  return (
    <Table
      caption="Messages, newest first"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      empty={<span data-testid="admin-inbox-empty">{empty}</span>}
      testId="admin-inbox"
    />
  );
}
