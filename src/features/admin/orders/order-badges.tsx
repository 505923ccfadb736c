import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import { type FulfilmentStatus, fulfilmentLabel } from "@/domain/admin/fulfilment";

const STATUS_TONES: Record<string, StatusTone> = {
  paid: "success",
  pending: "warning",
  refunded: "neutral",
  disputed: "danger",
  failed: "danger",
};

const FULFILMENT_TONES: Record<FulfilmentStatus, StatusTone> = {
  queued: "warning",
  in_progress: "warning",
  paused: "danger",
  delivered: "success",
  cancelled: "neutral",
};

/** The payment status of an order, as a badge. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={STATUS_TONES[status] ?? "neutral"}>{status}</StatusBadge>;
}

/** What the shop did about it, as a badge. */
export function FulfilmentBadge({ fulfilment }: { fulfilment: FulfilmentStatus }) {
  return <StatusBadge tone={FULFILMENT_TONES[fulfilment]}>{fulfilmentLabel(fulfilment)}</StatusBadge>;
}

/** Test or live money. */
export function ModeBadge({ testMode }: { testMode: boolean }) {
  return <StatusBadge tone={testMode ? "warning" : "neutral"}>{testMode ? "test" : "live"}</StatusBadge>;
}
