import "server-only";
import { isGoldPayment } from "@/domain/checkout/gold-payment";
import { decideTrade } from "@/domain/orders/trade-details";
import { recordAudit } from "@/server/db/queries/audit-log";
import { tradeParts } from "@/server/email/email-parts";
import { database } from "../db/database";
import { getOrderForStep, setOrderTrade } from "../db/queries/orders";
import { kickOutbox } from "../email/outbox-worker";
import { OrderFieldError } from "./order-fields-error";
import { linesHaveGold, orderNotFoundForStep, raceLost } from "./order-steps";
import { emailOrder, freshPageUrl, queueCustomerEmail } from "./step-email-sender";

/*
 * A gold order's trade details: where and with whom the customer meets our trader.
 * Written like a step: checked by the domain's rules, conditional on the tracking version read
 * (of two operators, one wins, the other gets a 409), audited, the version bumped for the live
 * pages, and the customer emailed while they keep step emails on.
 */

export type SetTradeInput = {
  orderId: string;
  operatorId: string;
  world: number;
  place: string;
  traderRsn: string;
  now?: Date;
};

export async function setTradeDetails(input: SetTradeInput): Promise<{ emailed: boolean }> {
  const { db } = await database();
  const now = input.now ?? new Date();
  const result = await db.transaction().execute(async (trx) => {
    const row = await getOrderForStep(trx, input.orderId);
    if (!row) throw orderNotFoundForStep();
    const decision = decideTrade(
      { status: row.status, isGold: linesHaveGold(row.lines_json), paysWithGold: isGoldPayment(row.method) },
      input,
    );
    if (!decision.ok) throw new OrderFieldError(decision.field, decision.reason);
    const { trade } = decision;
    const moved = await setOrderTrade(trx, row.id, {
      trade,
      readVersion: row.tracking_version,
      at: now.toISOString(),
    });
    if (!moved) throw raceLost();
    const before =
      row.trade_world === null
        ? null
        : { world: Number(row.trade_world), place: row.trade_place, traderRsn: row.trade_rsn };
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "ORDER_TRADE_SET",
        targetType: "order",
        targetId: row.id,
        before,
        after: trade,
      },
      now,
    );
    if (Number(row.step_emails) !== 1) return { emailed: false };
    const pageUrl = await freshPageUrl(trx, row.id, row.reference, now);
    await queueCustomerEmail(
      trx,
      row,
      tradeParts({
        ...emailOrder(row),
        trade,
        pageUrl,
        goldPaymentTenths: row.gold_payment_tenths === null ? null : Number(row.gold_payment_tenths),
      }),
      now,
    );
    return { emailed: true };
  });
  if (result.emailed) kickOutbox();
  return result;
}
