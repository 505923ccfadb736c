import { type EnrolmentEmailInput, enrolmentEmail } from "@/domain/admin/enrolment-email";
import { type ReplyInput, replyText } from "@/domain/admin/message-reply";
import { type ReminderInput, reminderEmail } from "@/domain/carts/abandoned-carts";
import { type ChatReplyEmailInput, chatReplyEmail } from "@/domain/chat/chat-reply-email";
import { type ManualOrder, manualOrderEmail } from "@/domain/checkout/manual-order-email";
import { type OrderSummary, receiptEmail, shopOrderEmail } from "@/domain/checkout/order-emails";
import { type NoticeOrder, type PaymentNotice, paymentNoticeEmail } from "@/domain/checkout/payment-notices";
import { type NewMessageInput, newMessageText } from "@/domain/email/new-message";
import { type SellEmailInput, sellOrderEmail } from "@/domain/gold/sell-orders";
import { type GoldDeliveryEmailInput, goldDeliveryEmail } from "@/domain/orders/gold-delivery-emails";
import { type OrderLookupInput, orderLookupEmail } from "@/domain/orders/order-lookup";
import { type RefundEmailInput, refundEmail } from "@/domain/orders/refund-emails";
import { type StepEmailInput, stepEmail, type TradeEmailInput, tradeEmail } from "@/domain/orders/step-emails";
import { CartReminderEmail } from "./cart-reminder-email";
import { ChatReplyEmail } from "./chat-reply-email";
import type { EmailBrand } from "./email-brand";
import { EnrolmentEmail } from "./enrolment-email";
import { GoldDeliveryEmail } from "./gold-delivery-email";
import { ManualOrderEmail } from "./manual-order-email";
import { MessageReplyEmail } from "./message-reply-email";
import { NewMessageEmail } from "./new-message-email";
import { OrderLookupEmail } from "./order-lookup-email";
import { PaymentNoticeEmail } from "./payment-notice-email";
import { ReceiptEmail } from "./receipt-email";
import { RefundEmail } from "./refund-email";
import { renderEmailHtml } from "./render-email";
import { SellOrderEmail } from "./sell-order-email";
import { ShopOrderEmail } from "./shop-order-email";
import { StepUpdateEmail } from "./step-update-email";
import { TradeDetailsEmail } from "./trade-details-email";

/*
 * Each email the shop sends as its subject, text and HTML parts. Both parts are written
 * from the same input: the text by the domain function, the HTML by the component beside this file.
 * The server passes the shop's brand from env; the preview and the tests pass sample data.
 */

export type EmailParts = { subject: string; text: string; html: string };

export function receiptParts(brand: EmailBrand, order: OrderSummary, orderUrl?: string): EmailParts {
  return {
    ...receiptEmail(order, brand.siteName, orderUrl),
    html: renderEmailHtml(<ReceiptEmail brand={brand} order={order} orderUrl={orderUrl} />),
  };
}

export function shopOrderParts(brand: EmailBrand, order: OrderSummary, status: "paid" | "pending"): EmailParts {
  return {
    ...shopOrderEmail(order, status),
    html: renderEmailHtml(<ShopOrderEmail brand={brand} order={order} status={status} />),
  };
}

export function manualOrderParts(
  brand: EmailBrand,
  order: ManualOrder,
  steps: readonly string[],
  orderUrl?: string,
): EmailParts {
  return {
    ...manualOrderEmail(order, steps, brand.siteName, orderUrl),
    html: renderEmailHtml(<ManualOrderEmail brand={brand} order={order} steps={steps} orderUrl={orderUrl} />),
  };
}

export function paymentNoticeParts(brand: EmailBrand, order: NoticeOrder, notice: PaymentNotice): EmailParts {
  return {
    ...paymentNoticeEmail(order, notice),
    html: renderEmailHtml(<PaymentNoticeEmail brand={brand} order={order} notice={notice} />),
  };
}

export function stepParts(brand: EmailBrand, input: StepEmailInput): EmailParts {
  return { ...stepEmail(input), html: renderEmailHtml(<StepUpdateEmail brand={brand} input={input} />) };
}

export function refundParts(brand: EmailBrand, input: RefundEmailInput): EmailParts {
  return { ...refundEmail(input), html: renderEmailHtml(<RefundEmail brand={brand} input={input} />) };
}

export function tradeParts(brand: EmailBrand, input: TradeEmailInput): EmailParts {
  return { ...tradeEmail(input), html: renderEmailHtml(<TradeDetailsEmail brand={brand} input={input} />) };
}

export function goldDeliveryParts(brand: EmailBrand, input: GoldDeliveryEmailInput): EmailParts {
  return { ...goldDeliveryEmail(input), html: renderEmailHtml(<GoldDeliveryEmail brand={brand} input={input} />) };
}

export function reminderParts(brand: EmailBrand, input: ReminderInput): EmailParts {
  return { ...reminderEmail(input), html: renderEmailHtml(<CartReminderEmail brand={brand} input={input} />) };
}

export function orderLookupParts(brand: EmailBrand, input: OrderLookupInput): EmailParts {
  return {
    ...orderLookupEmail(input),
    html: renderEmailHtml(<OrderLookupEmail brand={brand} input={input} />),
  };
}

export function sellOrderParts(brand: EmailBrand, input: SellEmailInput): EmailParts {
  return {
    ...sellOrderEmail(input),
    html: renderEmailHtml(<SellOrderEmail brand={brand} input={input} />),
  };
}

export function replyParts(brand: EmailBrand, subject: string, input: ReplyInput): EmailParts {
  return {
    subject,
    text: replyText(input),
    html: renderEmailHtml(<MessageReplyEmail brand={brand} subject={subject} input={input} />),
  };
}

export function newMessageParts(brand: EmailBrand, subject: string, input: NewMessageInput): EmailParts {
  return {
    subject,
    text: newMessageText(input),
    html: renderEmailHtml(<NewMessageEmail brand={brand} subject={subject} input={input} />),
  };
}

export function enrolmentParts(brand: EmailBrand, input: EnrolmentEmailInput): EmailParts {
  return { ...enrolmentEmail(input), html: renderEmailHtml(<EnrolmentEmail brand={brand} input={input} />) };
}

export function chatReplyParts(brand: EmailBrand, input: ChatReplyEmailInput): EmailParts {
  return { ...chatReplyEmail(input), html: renderEmailHtml(<ChatReplyEmail brand={brand} input={input} />) };
}
