"use client";

import Link from "next/link";
import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import { Table, type TableColumn } from "@/components/ui/table";
import type { PromoSummary } from "@/domain/api/admin-promotions";
import { formatUsd } from "@/domain/money/money";
import type { PromoState } from "@/domain/promotions/promo-code";
import { PROMO_STATE_LABEL, promoScopeLabel, promoUsesLabel, promoValueLabel } from "@/domain/promotions/promo-labels";
import { formatAdminTime } from "../admin-time";

export const PROMO_STATE_TONE: Record<PromoState, StatusTone> = {
  scheduled: "warning",
  running: "success",
  paused: "warning",
  ended: "neutral",
  "used-up": "neutral",
  inactive: "danger",
};

const window = (row: PromoSummary) =>
  `${row.startsAt ? formatAdminTime(row.startsAt) : "now"} → ${row.endsAt ? formatAdminTime(row.endsAt) : "no end"}`;

const columns = (names: Readonly<Record<string, string>>): readonly TableColumn<PromoSummary>[] => [
  {
    id: "code",
    header: "Code",
    cell: (row) => (
      <Link
        href={`/admin/promotions/${encodeURIComponent(row.code)}`}
        data-testid="admin-promo-link"
        className="inline-flex min-h-11 items-center font-mono font-medium text-gold underline-offset-4 hover:underline"
      >
        {row.code}
      </Link>
    ),
  },
  { id: "value", header: "Reduction", cell: (row) => promoValueLabel(row) },
  { id: "scope", header: "Applies to", cell: (row) => promoScopeLabel(row, names) },
  {
    id: "limits",
    header: "Limits",
    cell: (row) => (
      <span className="text-parchment-muted">
        {row.minTotalCents > 0 ? `From ${formatUsd(row.minTotalCents)}` : "Any total"}
        {row.maxUsesPerEmail !== null ? ` · ${row.maxUsesPerEmail} per email` : ""}
      </span>
    ),
  },
  {
    id: "uses",
    header: "Uses",
    cell: (row) => <span data-testid="admin-promo-uses">{promoUsesLabel(row.uses, row.maxUses)}</span>,
  },
  { id: "window", header: "Runs", cell: (row) => <span className="text-parchment-muted">{window(row)}</span> },
  {
    id: "state",
    header: "State",
    cell: (row) => (
      <StatusBadge tone={PROMO_STATE_TONE[row.state]} className="whitespace-nowrap">
        <span data-testid="admin-promo-state">{PROMO_STATE_LABEL[row.state]}</span>
      </StatusBadge>
    ),
  },
];

/** Every code, newest first, with its uses against its limits and its state now. */
export function PromoTable({
  rows,
  names,
}: {
  rows: readonly PromoSummary[];
  /** The catalogue's names by id, so "Applies to" reads "Fire Cape", not "fire-cape". */
  names: Readonly<Record<string, string>>;
}) {
  return (
    <Table
      caption="Promo codes, newest first"
      columns={columns(names)}
      rows={rows}
      rowKey={(row) => row.code}
      empty={<span data-testid="admin-promos-empty">No promo codes yet. Create one above.</span>}
      testId="admin-promos"
    />
  );
}
