import "server-only";
import type { SendReminderResponse } from "@/domain/api/admin-carts";
import { normaliseEmail, reminderRefusal } from "@/domain/carts/abandoned-carts";
import { signCartLink } from "@/domain/carts/cart-link-token";
import { takesRealPayments } from "@/domain/checkout/payment-mode";
import { recordAudit } from "@/server/db/queries/audit-log";
import { reminderParts } from "@/server/email/email-parts";
import { checkoutCatalogue } from "../checkout/checkout-service";
import { paymentSetup } from "../checkout/payment-setup";
import { database } from "../db/database";
import { getReminderOfCart, insertCartReminder } from "../db/queries/cart-reminders";
import { getCartForReminder } from "../db/queries/carts";
import { getUnsubscribe } from "../db/queries/email-unsubscribes";
import { getOrderOfCartSince } from "../db/queries/orders";
import { enqueueEmail } from "../db/queries/outbox";
import { env } from "../env";
import { AppError } from "../http/errors";
import { catalogueCartOf } from "./abandoned-carts";
import { cartLinkMac } from "./link-key";

/*
 * Sends a cart's one reminder: the rules are checked on the cart as read in the
 * transaction, and the reminder row (keyed by the cart's uuid) is inserted only if absent. Of two
 * sends at once, on one instance or two, one inserts and queues the email; the other inserts
 * nothing and is refused, its transaction rolled back. The email, the row and the audit entry
 * commit together. The audit row holds ids only: the address is the cart's.
 */

export async function sendCartReminder(input: {
  operatorId: string;
  cartUuid: string;
  now?: Date;
}): Promise<SendReminderResponse> {
  const now = input.now ?? new Date();
  const mac = await cartLinkMac();
  const snapshot = await checkoutCatalogue();
  const { db, dialect } = await database();
  return db.transaction().execute(async (trx) => {
    const cart = await getCartForReminder(trx, input.cartUuid, dialect === "postgres");
    if (!cart) throw new AppError("not_found:admin-cart", "There is no cart with this id.");
    // The email lists the catalogue's lines, never the text the browser stored: an address typed by a stranger gets only the shop's words.
    const { items } = catalogueCartOf(cart.items_json, snapshot);
    const [order, reminder, unsubscribed] = await Promise.all([
      getOrderOfCartSince(trx, cart.uuid, cart.updated_at),
      getReminderOfCart(trx, cart.uuid),
      getUnsubscribe(trx, normaliseEmail(cart.email)),
    ]);
    const refusal = reminderRefusal(
      {
        email: cart.email,
        items,
        updatedAt: cart.updated_at,
        ordered: order !== undefined,
        reminded: reminder !== undefined,
        unsubscribed: unsubscribed !== undefined,
      },
      now,
    );
    if (refusal) throw new AppError("conflict:cart-reminder", refusal);

    const emailId = crypto.randomUUID();
    const sentAt = now.toISOString();
    const inserted = await insertCartReminder(trx, {
      cartUuid: cart.uuid,
      email: normaliseEmail(cart.email),
      operatorId: input.operatorId,
      outboxId: emailId,
      cartUpdatedAt: cart.updated_at,
      sentAt,
    });
    if (!inserted) {
      throw new AppError("conflict:cart-reminder", "A reminder was already sent for this cart; each cart gets one.");
    }
    const restore = signCartLink("restore", cart.uuid, now, mac).token;
    const unsubscribe = signCartLink("unsubscribe", cart.uuid, now, mac).token;
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
        action: "CART_REMINDER_SENT",
        targetType: "cart",
        targetId: cart.uuid,
        before: { reminder: "not_sent" },
        after: { reminder: "sent", emailId, lines: items.length },
      },
      now,
    );
    return { cartUuid: cart.uuid, emailId, sentAt };
  });
}
