import type { CartItem } from "@/domain/cart/cart-schema";
import { lineLabel } from "@/domain/orders/line-label";

/*
 * Which saved carts count as abandoned, and when one may be reminded. A cart is
 * abandoned when it has an address, at least one line, has not changed for an hour, and no order
 * was placed from it since its last change (an order placed earlier from the same uuid belongs to
 * an earlier cart: the browser starts a new uuid after an order, so this is rare). A reminder goes
 * once per cart, never to an address that unsubscribed.
 */

export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** The latest last-change time a cart may have and be abandoned at `now`. */
export function abandonedBefore(now: Date): string {
  return new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
}

/** How an address is compared and stored for unsubscribing: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type CartForReminder = {
  email: string;
  /** The lines the shop still sells, as the catalogue names them. */
  items: readonly CartItem[];
  updatedAt: string;
  /** An order placed from this cart since its last change. */
  ordered: boolean;
  reminded: boolean;
  unsubscribed: boolean;
};

/** Why a reminder may not go to this cart now (the operator's message), or null when it may. */
export function reminderRefusal(cart: CartForReminder, now: Date): string | null {
  if (cart.reminded) return "A reminder was already sent for this cart; each cart gets one.";
  if (cart.unsubscribed) return "This address has unsubscribed from reminders.";
  if (cart.email.trim() === "") return "This cart has no email address to remind.";
  if (cart.items.length === 0) return "This cart has nothing the shop sells today.";
  if (cart.ordered) return "An order was placed from this cart.";
  if (cart.updatedAt > abandonedBefore(now)) return "This cart changed within the last hour; it is not abandoned yet.";
  return null;
}

/** A cart's lines as the reminder lists them: name, detail and count, no prices (they are re-priced at checkout). */
export function reminderLineText(item: Pick<CartItem, "name" | "subName" | "count">): string {
  return `- ${lineLabel(item)}`;
}

export type ReminderInput = {
  siteName: string;
  /** With its sku the HTML part shows the line's product picture. */
  items: readonly (Pick<CartItem, "name" | "subName" | "count"> & { sku?: string })[];
  restoreUrl: string;
  unsubscribeUrl: string;
  testShop: boolean;
};

export const REMINDER_INTRO = "You left these in your cart:";
export const REMINDER_RESTORE =
  "Pick up where you left off (the link works for 7 days; prices are checked again at checkout):";
export const REMINDER_UNSUBSCRIBE = "You get this email once for this cart. To get no more cart reminders from us:";

export function reminderSubject(input: Pick<ReminderInput, "siteName" | "testShop">): string {
  const subject = `You left something in your ${input.siteName} cart`;
  return input.testShop ? `[TEST] ${subject}` : subject;
}

/** The reminder email's text; `restoreUrl` and `unsubscribeUrl` are absolute links with their tokens. */
export function reminderEmail(input: ReminderInput): { subject: string; text: string } {
  return {
    subject: reminderSubject(input),
    text: [
      REMINDER_INTRO,
      ...input.items.map(reminderLineText),
      "",
      REMINDER_RESTORE,
      input.restoreUrl,
      "",
      REMINDER_UNSUBSCRIBE,
      input.unsubscribeUrl,
    ].join("\n"),
  };
}

/** How long ago a cart last changed, as the list shows it: "3 h", "2 d", "45 min". */
export function cartAge(updatedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(updatedAt)) / 60_000));
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/** An address as the unsubscribe page shows it: enough to recognise, not to copy ("vi…@example.com"). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "…";
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}
