import "server-only";
import { type PaymentDetails, paymentDetailsSchema, readPaymentDetails } from "@/domain/settings/payment-details";
import { database, type Executor } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { lockCatalogue } from "../db/queries/catalogue-state";
import { readSettingValue, upsertSetting } from "../db/queries/shop-settings";

/*
 * The shop's payment details for manual methods, one JSON value in shop_settings under its own key
 * (the numeric settings ignore a key they do not know). Read when a manual order is placed, its
 * email written and its page shown; changed by an operator, audited with what it was before.
 */

export const PAYMENT_DETAILS_KEY = "payment_details";

/** The details as stored; none set when there is no row or it no longer reads. */
export async function paymentDetails(db?: Executor): Promise<PaymentDetails> {
  return readPaymentDetails(await readSettingValue(db ?? (await database()).db, PAYMENT_DETAILS_KEY));
}

/**
 * Saves the details (already checked by the route's contract; parsed again here, so no caller can
 * store what the customer pages would refuse), under the catalogue's lock like every shop_settings
 * write, with the audit row in the same transaction. Answers what is now stored.
 */
export async function savePaymentDetails(input: {
  operatorId: string;
  details: PaymentDetails;
  now?: Date;
}): Promise<{ details: PaymentDetails; changed: boolean }> {
  const details = paymentDetailsSchema.parse(input.details);
  const { db } = await database();
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const before = await paymentDetails(trx);
    if (JSON.stringify(before) === JSON.stringify(details)) return { details, changed: false };
    await upsertSetting(trx, {
      key: PAYMENT_DETAILS_KEY,
      value: details,
      actor: input.operatorId,
      at: now.toISOString(),
    });
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "PAYMENT_DETAILS_SET",
        targetType: "setting",
        targetId: PAYMENT_DETAILS_KEY,
        before,
        after: details,
      },
      now,
    );
    return { details, changed: true };
  });
}
