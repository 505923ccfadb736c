import "server-only";
import { type ReplyInput, replyText } from "@/domain/admin/message-reply";
import { type ReminderInput, reminderEmail } from "@/domain/carts/abandoned-carts";
import { type ManualOrder, manualOrderEmail } from "@/domain/checkout/manual-order-email";
import { type OrderSummary, receiptEmail, shopOrderEmail } from "@/domain/checkout/order-emails";
import { type NoticeOrder, type PaymentNotice, paymentNoticeEmail } from "@/domain/checkout/payment-notices";
import { type NewMessageInput, newMessageText } from "@/domain/email/new-message";
import { type OrderLookupInput, orderLookupEmail } from "@/domain/orders/order-lookup";
import { type StepEmailInput, stepEmail, type TradeEmailInput, tradeEmail } from "@/domain/orders/step-emails";
import { CartReminderEmail } from "@/emails/cart-reminder-email";
import type { EmailBrand } from "@/emails/email-brand";
import { ManualOrderEmail } from "@/emails/manual-order-email";
import { MessageReplyEmail } from "@/emails/message-reply-email";
import { NewMessageEmail } from "@/emails/new-message-email";
import { OrderLookupEmail } from "@/emails/order-lookup-email";
import { PaymentNoticeEmail } from "@/emails/payment-notice-email";
import { ReceiptEmail } from "@/emails/receipt-email";
import { renderEmailHtml } from "@/emails/render-email";
import { ShopOrderEmail } from "@/emails/shop-order-email";
import { StepUpdateEmail } from "@/emails/step-update-email";
import { TradeDetailsEmail } from "@/emails/trade-details-email";
import { env } from "../env";

/*
 * Each email the shop sends as its subject, text and HTML parts (issue 21). Both parts are written
 * from the same input: the text by the domain function, the HTML by the component in src/emails.
 */

export type EmailParts = { subject: string; text: string; html: string };

export function emailBrand(): EmailBrand {
  return { siteName: env.SITE_NAME, siteUrl: env.SITE_URL, supportEmail: env.SUPPORT_EMAIL };
}

export function receiptParts(order: OrderSummary, orderUrl?: string): EmailParts {
  return {
    ...receiptEmail(order, env.SITE_NAME, orderUrl),
    html: renderEmailHtml(<ReceiptEmail brand={emailBrand()} order={order} orderUrl={orderUrl} />),
  };
}

export function shopOrderParts(order: OrderSummary, status: "paid" | "pending"): EmailParts {
  return {
    ...shopOrderEmail(order, status),
    html: renderEmailHtml(<ShopOrderEmail brand={emailBrand()} order={order} status={status} />),
  };
}

export function manualOrderParts(order: ManualOrder, steps: readonly string[], orderUrl?: string): EmailParts {
  return {
    ...manualOrderEmail(order, steps, env.SITE_NAME, orderUrl),
    html: renderEmailHtml(<ManualOrderEmail brand={emailBrand()} order={order} steps={steps} orderUrl={orderUrl} />),
  };
}

export function paymentNoticeParts(order: NoticeOrder, notice: PaymentNotice): EmailParts {
  return {
    ...paymentNoticeEmail(order, notice),
    html: renderEmailHtml(<PaymentNoticeEmail brand={emailBrand()} order={order} notice={notice} />),
  };
}

export function stepParts(input: StepEmailInput): EmailParts {
  return { ...stepEmail(input), html: renderEmailHtml(<StepUpdateEmail brand={emailBrand()} input={input} />) };
}

export function tradeParts(input: TradeEmailInput): EmailParts {
  return { ...tradeEmail(input), html: renderEmailHtml(<TradeDetailsEmail brand={emailBrand()} input={input} />) };
}

export function reminderParts(input: ReminderInput): EmailParts {
  return { ...reminderEmail(input), html: renderEmailHtml(<CartReminderEmail brand={emailBrand()} input={input} />) };
}

export function orderLookupParts(input: OrderLookupInput): EmailParts {
  return {
    ...orderLookupEmail(input),
    html: renderEmailHtml(<OrderLookupEmail brand={emailBrand()} input={input} />),
  };
}

export function replyParts(subject: string, input: ReplyInput): EmailParts {
  return {
    subject,
    text: replyText(input),
    html: renderEmailHtml(<MessageReplyEmail brand={emailBrand()} subject={subject} input={input} />),
  };
}

export function newMessageParts(subject: string, input: NewMessageInput): EmailParts {
  return {
    subject,
    text: newMessageText(input),
    html: renderEmailHtml(<NewMessageEmail brand={emailBrand()} subject={subject} input={input} />),
  };
}
