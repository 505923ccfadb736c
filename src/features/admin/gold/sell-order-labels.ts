import type { StatusTone } from "@/components/ui/status-badge";
import type { SellState } from "@/domain/gold/sell-orders";

/** A sale's state as a badge tone: waiting on us (warning), done (success), ended without gold (danger). */
export const SELL_STATE_TONE: Record<SellState, StatusTone> = {
  accepted: "warning",
  arranged: "warning",
  received: "warning",
  paid: "success",
  declined: "neutral",
  expired: "danger",
};
