import "server-only";
import type { SendReminderResponse } from "@/domain/api/admin-carts";
import { normaliseEmail, reminderRefusal } from "@/domain/carts/abandoned-carts";
import {
  addressRefusal,
  type CartReminderSettings,
  periodRefusal,
  periodStart,
} from "@/domain/carts/automatic-reminders";
import { signCartLink } from "@/domain/carts/cart-link-token";
import { takesRealPayments } from "@/domain/checkout/payment-mode";
import { recordAudit } from "@/server/db/queries/audit-log";
import { reminderParts } from "@/server/email/email-parts";
import { catalogue } from "../catalogue/catalogue-store";
import { checkoutCatalogue } from "../checkout/checkout-service";
import { paymentSetup } from "../checkout/payment-setup";
import { database, type Executor } from "../db/database";
import { getReminderOfCart, insertCartReminder } from "../db/queries/cart-reminders";
import { getCartForReminder } from "../db/queries/carts";
import { getUnsubscribe } from "../db/queries/email-unsubscribes";
import { getOrderOfAddressSince, getOrderOfCartSince } from "../db/queries/orders";
import { enqueueEmail } from "../db/queries/outbox";
import { claimReminderAddress, getReminderAddress } from "../db/queries/reminder-addresses";
import { env } from "../env";
import { AppError } from "../http/errors";
import { catalogueCartOf } from "./abandoned-carts";
import { cartLinkMac } from "./link-key";

/*
 * Sends a cart's one reminder, by an operator's hand or the background run's
 * (automatic-reminders.ts): the rules are checked on the cart as read in the transaction, then the
 * reminder row (keyed by the cart's uuid) is inserted only if absent and the address is claimed
 * for the period (reminder_addresses, one conditional upsert). Of two sends at once, on one
 * instance or two, to one cart or to two carts of one address, one inserts, claims and queues the
 * email; the other is refused and its transaction rolled back. The email, the rows and the audit
 * entry commit together. The audit row holds ids only: the address is the cart's.
 */

export type ReminderContext = {
  mac: Awaited<ReturnType<typeof cartLinkMac>>;
  snapshot: Awaited<ReturnType<typeof checkoutCatalogue>>;
  settings: CartReminderSettings;
};

/** What every send reads once, outside its transaction: the link key, the catalogue and the reminder settings. */
export async function reminderContext(): Promise<ReminderContext> {
  const [mac, snapshot, store] = await Promise.all([cartLinkMac(), checkoutCatalogue(), catalogue()]);
  return { mac, snapshot, settings: store.settings.cartReminders };
}

const refused = (message: string) => new AppError("conflict:cart-reminder", message);

/**
 * Reminds one cart inside `trx`; throws the 409 with the reason when it may not go (the caller's
 * transaction then rolls back). `operatorId` null: the background run, which also passes the
 * latest save time its window allows (`savedBefore`), as the cart may have been saved again since it looked.
 */
export async function remindCart(
  trx: Executor,
  context: ReminderContext,
  input: { operatorId: string | null; cartUuid: string; now: Date; forUpdate: boolean; savedBefore?: string },
): Promise<SendReminderResponse> {
  const { now } = input;
  const cart = await getCartForReminder(trx, input.cartUuid, input.forUpdate);
  if (!cart) throw new AppError("not_found:admin-cart", "There is no cart with this id.");
  // The email lists the catalogue's lines, never the text the browser stored: an address typed by a stranger gets only the shop's words.
  const { items } = catalogueCartOf(cart.items_json, context.snapshot);
  const address = normaliseEmail(cart.email);
  const [order, reminder, unsubscribed, addressOrder, addressReminder] = await Promise.all([
    getOrderOfCartSince(trx, cart.uuid, cart.updated_at),
    getReminderOfCart(trx, cart.uuid),
    getUnsubscribe(trx, address),
    getOrderOfAddressSince(trx, address, cart.updated_at),
    getReminderAddress(trx, address),
  ]);
  const refusal =
    reminderRefusal(
      {
        email: cart.email,
        items,
        updatedAt: cart.updated_at,
        ordered: order !== undefined,
        reminded: reminder !== undefined,
        unsubscribed: unsubscribed !== undefined,
      },
      now,
    ) ??
    addressRefusal(
      { orderedSince: addressOrder !== undefined, lastRemindedAt: addressReminder?.last_sent_at ?? null },
      context.settings,
      now,
    );
  if (refusal) throw refused(refusal);
  if (input.savedBefore !== undefined && cart.updated_at > input.savedBefore) {
    throw refused("This cart was saved again; it is reminded once it has been left for the delay.");
  }

  const emailId = crypto.randomUUID();
  const sentAt = now.toISOString();
  const inserted = await insertCartReminder(trx, {
    cartUuid: cart.uuid,
    email: address,
    operatorId: input.operatorId,
    outboxId: emailId,
    cartUpdatedAt: cart.updated_at,
    sentAt,
  });
  if (!inserted) throw refused("A reminder was already sent for this cart; each cart gets one.");
  // The insert alone decides for the cart; this claim alone decides for the address's period.
  if (!(await claimReminderAddress(trx, { email: address, sentAt, periodStart: periodStart(context.settings, now) }))) {
    throw refused(periodRefusal(context.settings));
  }
  const restore = signCartLink("restore", cart.uuid, now, context.mac).token;
  const unsubscribe = signCartLink("unsubscribe", cart.uuid, now, context.mac).token;
  const email = reminderParts({
    siteName: env.SITE_NAME,
    items,
    restoreUrl: new URL(`/cart/restore?t=${restore}`, env.SITE_URL).toString(),
    unsubscribeUrl: new URL(`/unsubscribe?t=${unsubscribe}`, env.SITE_URL).toString(),
    testShop: !takesRealPayments(paymentSetup.mode),
  });
  await enqueueEmail(trx, {
    id: emailId,
    to: cart.email,
    replyTo: env.SUPPORT_EMAIL,
    subject: email.subject,
    text: email.text,
    html: email.html,
    now,
  });
  await recordAudit(
    trx,
    {
      operatorId: input.operatorId,
      action: input.operatorId === null ? "CART_REMINDER_SENT_AUTOMATICALLY" : "CART_REMINDER_SENT",
      targetType: "cart",
      targetId: cart.uuid,
      before: { reminder: "not_sent" },
      after: { reminder: "sent", emailId, lines: items.length },
    },
    now,
  );
  return { cartUuid: cart.uuid, emailId, sentAt };
}

/** An operator's Send: the cart's one reminder, the address's one per period. */
export async function sendCartReminder(input: {
  operatorId: string;
  cartUuid: string;
  now?: Date;
}): Promise<SendReminderResponse> {
  const now = input.now ?? new Date();
  const context = await reminderContext();
  const { db, dialect } = await database();
  return db.transaction().execute((trx) =>
    remindCart(trx, context, {
      operatorId: input.operatorId,
      cartUuid: input.cartUuid,
      now,
      forUpdate: dialect === "postgres",
    }),
  );
}
