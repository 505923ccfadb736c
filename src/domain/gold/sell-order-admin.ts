import type { SellAction, SellState } from "./sell-orders";
import { decideSellAction } from "./sell-orders";

/* What the back office's sell order pages show and which actions they offer. */

export type SellOrderListItem = {
  id: string;
  reference: string;
  millions: number;
  rsn: string;
  payoutMethod: string;
  quoteCents: number;
  state: SellState;
  createdAt: string;
};

export type SellOrderDetail = SellOrderListItem & {
  version: number;
  email: string;
  /** In clear: the operator pays with it. Never logged, masked in the audit log. */
  payoutDetails: string;
  quoteRateMillicents: number;
  quoteExpiresAt: string;
  trade: { world: number; place: string; traderRsn: string } | null;
  arrangedAt: string | null;
  receivedMillions: number | null;
  receivedAccount: string | null;
  receivedAt: string | null;
  /** What the payout dialog offers: the quote, pro rata when less gold came. */
  defaultPayoutCents: number;
  payoutCents: number | null;
  payoutReference: string | null;
  paidAt: string | null;
  declineReason: string | null;
  declinedAt: string | null;
  actions: Record<SellAction, boolean>;
};

/** The actions the state allows, for the buttons (the server decides again on its own read). */
export function sellAdminActions(state: SellState): Record<SellAction, boolean> {
  return {
    arrange: decideSellAction(state, "arrange").ok,
    receive: decideSellAction(state, "receive").ok,
    pay: decideSellAction(state, "pay").ok,
    decline: decideSellAction(state, "decline").ok,
  };
}

/** The list's status filter: a state, or every sale. */
export function parseSellStateFilter(value: unknown, states: readonly SellState[]): SellState | null {
  return typeof value === "string" && (states as readonly string[]).includes(value) ? (value as SellState) : null;
}
