// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SellOrderDetail } from "@/domain/gold/sell-order-admin";
import { closeDialogs, openDialog, refusal, until } from "../../../../tests/support/dialog-requests";
import { DeclineDialog, PayoutDialog, ReceiveDialog } from "./sell-order-dialogs";

afterEach(closeDialogs);

const ID = "0f0e0d0c-0000-4000-8000-0000000000aa";

const RECEIVED: SellOrderDetail = {
  id: ID,
  reference: "SG-7K2M9Q3X",
  millions: 1_000,
  rsn: "Gold Seller",
  payoutMethod: "zelle",
  quoteCents: 12_000,
  state: "received",
  createdAt: "2026-12-05T10:00:00.000Z",
  version: 3,
  email: "seller@example.com",
  payoutDetails: "seller-zelle@example.com",
  quoteRateMillicents: 12_000,
  quoteExpiresAt: "2026-12-05T10:30:00.000Z",
  trade: { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" },
  arrangedAt: "2026-12-05T10:05:00.000Z",
  receivedMillions: 750,
  receivedAccount: "RF Mule",
  receivedAt: "2026-12-05T10:10:00.000Z",
  defaultPayoutCents: 9_000,
  payoutCents: null,
  payoutReference: null,
  paidAt: null,
  declineReason: null,
  declinedAt: null,
  actions: { arrange: false, receive: false, pay: true, decline: false },
};

describe("the sell order dialogs", () => {
  it("offer the pro-rata payout and send it with the version the page read", async () => {
    const { sent, onDone, finished } = openDialog(
      (done) => <PayoutDialog order={RECEIVED} onDone={done} onClose={() => {}} />,
      () => Response.json({ ok: true, version: 4 }),
    );
    expect((screen.getByLabelText("Amount paid (USD)") as HTMLInputElement).value).toBe("90.00");
    fireEvent.change(screen.getByLabelText("Payment reference"), { target: { value: "TX-77" } });
    fireEvent.click(screen.getByRole("button", { name: "Record payout" }));
    await finished();
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/gold/sell-orders/${ID}/payout`,
        body: { cents: 9_000, reference: "TX-77", version: 3 },
      },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("refuse more gold than ordered before sending, and show another operator's win as the dialog's error", async () => {
    const order = { ...RECEIVED, state: "arranged" as const, receivedMillions: null, version: 2 };
    const { sent, onDone } = openDialog(
      (done) => <ReceiveDialog order={order} onDone={done} onClose={() => {}} />,
      () => refusal(409, "conflict:admin-sell-order", "The sell order changed meanwhile. Reload it and try again."),
    );
    fireEvent.change(screen.getByLabelText("Millions received"), { target: { value: "1001" } });
    fireEvent.change(screen.getByLabelText("Account that received it"), { target: { value: "RF Mule" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm gold received" }));
    expect(screen.getByText(/more is a new sale/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText("Millions received"), { target: { value: "1000" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm gold received" }));
    await until(() => screen.queryByText(/changed meanwhile/) !== null);
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/gold/sell-orders/${ID}/receive`,
        body: { millions: 1_000, account: "RF Mule", version: 2 },
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("need a reason to decline", () => {
    const { sent } = openDialog((done) => (
      <DeclineDialog order={{ ...RECEIVED, state: "accepted" }} onDone={done} onClose={() => {}} />
    ));
    fireEvent.click(screen.getByRole("button", { name: "Decline sale" }));
    expect(screen.getByText(/Tell the player why/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
