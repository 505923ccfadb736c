import { manualPaymentSteps } from "@/domain/checkout/manual-payment";
import type { OrderSummary } from "@/domain/checkout/order-emails";
import type { OrderLine } from "@/domain/checkout/reprice";
import { orderWords } from "@/domain/orders/order-words";
import { chatTranscriptParts } from "./chat-transcript-email";
import type { EmailBrand } from "./email-brand";
import * as parts from "./email-parts";

/*
 * Every email template with sample data, for `npm run emails` and the tests that render each one.
 * The figures are the shop's kinds of order: a discounted service, gold (never discounted), a line
 * of several and a promo code, so a table that did not add up would show here first.
 */

export const SAMPLE_BRAND: EmailBrand = {
  siteName: "RuneForge",
  siteUrl: "https://runeforge.example",
  supportEmail: "support@runeforge.example",
};

const ORDER_URL = "https://runeforge.example/orders/RF-7K2M9QAB?k=sample-token";

function sampleLine(
  sku: string,
  name: string,
  subName: string,
  count: number,
  totalCents: number,
  discountCents: number,
): OrderLine {
  return {
    sku,
    name,
    subName,
    count,
    config: {},
    unitCents: Math.round(totalCents / count),
    totalCents,
    discountCents,
    payableCents: totalCents - discountCents,
  };
}

const LINES = [
  sampleLine("fire-cape", "Fire Cape", "Zerker", 1, 2_200, 220),
  sampleLine("osrs-gold", "OSRS Gold", "750M", 1, 14_250, 0),
  sampleLine("bundle-barrows-gloves", "Barrows Gloves", "", 2, 3_000, 300),
];
const PROMO = { code: "SPRING10", cents: 500 };

export const SAMPLE_ORDER: OrderSummary = {
  reference: "RF-7K2M9QAB",
  email: "ada@example.com",
  name: "Ada Lovelace",
  rsn: "Zezima",
  method: "card",
  lines: LINES,
  totals: {
    subtotalCents: LINES.reduce((sum, line) => sum + line.totalCents, 0),
    discountCents: LINES.reduce((sum, line) => sum + line.discountCents, 0),
    totalCents: LINES.reduce((sum, line) => sum + line.payableCents, 0) - PROMO.cents,
    promo: PROMO,
  },
  testMode: false,
  goldPromise: { kind: "in_stock", minutes: 15 },
};

const MANUAL_ORDER = { ...SAMPLE_ORDER, method: "crypto" as const };
const TRADE = { world: 302, place: "Grand Exchange, north-east bank booth", traderRsn: "RF Trader" };

export type EmailSample = { id: string; title: string; build: (brand: EmailBrand) => parts.EmailParts };

export const EMAIL_SAMPLES: readonly EmailSample[] = [
  { id: "receipt", title: "Receipt", build: (brand) => parts.receiptParts(brand, SAMPLE_ORDER, ORDER_URL) },
  {
    id: "receipt-refunded",
    title: "Receipt sent again after a partial refund",
    build: (brand) => parts.receiptParts(brand, { ...SAMPLE_ORDER, refundedCents: 1_000 }, ORDER_URL),
  },
  {
    id: "shop-order-paid",
    title: "Shop notice: paid order",
    build: (brand) => parts.shopOrderParts(brand, SAMPLE_ORDER, "paid"),
  },
  {
    id: "manual-order",
    title: "Manual order: how to pay",
    build: (brand) =>
      parts.manualOrderParts(
        brand,
        MANUAL_ORDER,
        manualPaymentSteps({
          ...MANUAL_ORDER,
          totalCents: MANUAL_ORDER.totals.totalCents,
          words: orderWords(MANUAL_ORDER),
        }),
        ORDER_URL,
      ),
  },
  {
    id: "shop-order-pending",
    title: "Shop notice: manual order waiting for payment",
    build: (brand) => parts.shopOrderParts(brand, MANUAL_ORDER, "pending"),
  },
  {
    id: "step-update",
    title: "Order step: in progress",
    build: (brand) =>
      parts.stepParts(brand, {
        reference: SAMPLE_ORDER.reference,
        testMode: false,
        siteName: brand.siteName,
        step: "in_progress",
        words: orderWords(SAMPLE_ORDER),
        progress: { done: 45, target: 99, unit: "levels" },
        reason: null,
        trade: null,
        pageUrl: ORDER_URL,
      }),
  },
  {
    id: "sell-order-arranged",
    title: "Sell order: trade arranged",
    build: (brand) =>
      parts.sellOrderParts(brand, {
        kind: "arranged",
        siteName: brand.siteName,
        reference: "SG-7K2M9Q3X",
        pageUrl: "https://runeforge.example/sell-orders/SG-7K2M9Q3X?k=sample-token",
        millions: 1_000,
        quoteCents: 12_000,
        quoteExpiresAt: "2026-12-05T10:30:00.000Z",
        trade: TRADE,
      }),
  },
  {
    id: "refund-partial",
    title: "Refund: part of a manual order, sent back by hand",
    build: (brand) =>
      parts.refundParts(brand, {
        reference: SAMPLE_ORDER.reference,
        testMode: false,
        siteName: brand.siteName,
        kind: "refund",
        amountCents: 1_000,
        refundedCents: 1_000,
        totalCents: 3_937,
        paid: true,
        reason: "The express option could not be delivered",
        byHand: { sentBy: "Zelle", reference: "ZL-20261205-77" },
        pending: false,
        pageUrl: ORDER_URL,
      }),
  },
  {
    id: "refund-cancel",
    title: "Order cancelled with the rest refunded",
    build: (brand) =>
      parts.refundParts(brand, {
        reference: SAMPLE_ORDER.reference,
        testMode: false,
        siteName: brand.siteName,
        kind: "cancel",
        amountCents: 2_937,
        refundedCents: 3_937,
        totalCents: 3_937,
        paid: true,
        reason: "No player from our team is free for this order this week",
        byHand: null,
        pending: false,
        pageUrl: ORDER_URL,
      }),
  },
  {
    id: "trade-details",
    title: "Gold trade details",
    build: (brand) =>
      parts.tradeParts(brand, {
        reference: SAMPLE_ORDER.reference,
        testMode: false,
        siteName: brand.siteName,
        trade: TRADE,
        pageUrl: ORDER_URL,
      }),
  },
  {
    id: "gold-delivery-part",
    title: "Gold delivered in part",
    build: (brand) =>
      parts.goldDeliveryParts(brand, {
        reference: SAMPLE_ORDER.reference,
        testMode: false,
        siteName: brand.siteName,
        deliveredTenths: 3_000,
        orderedTenths: 5_000,
        pageUrl: ORDER_URL,
      }),
  },
  {
    id: "gold-delivery",
    title: "Gold delivered",
    build: (brand) =>
      parts.goldDeliveryParts(brand, {
        reference: SAMPLE_ORDER.reference,
        testMode: false,
        siteName: brand.siteName,
        deliveredTenths: 5_000,
        orderedTenths: 5_000,
        pageUrl: ORDER_URL,
      }),
  },
  {
    id: "cart-reminder",
    title: "Cart reminder",
    build: (brand) =>
      parts.reminderParts(brand, {
        siteName: brand.siteName,
        items: [
          { sku: "fire-cape", name: "Fire Cape", subName: "Zerker", count: 1 },
          { sku: "bundle-barrows-gloves", name: "Barrows Gloves", subName: "", count: 2 },
        ],
        restoreUrl: "https://runeforge.example/cart/restore?t=sample",
        unsubscribeUrl: "https://runeforge.example/unsubscribe?t=sample",
        testShop: false,
      }),
  },
  {
    id: "order-lookup",
    title: "Order lookup link",
    build: (brand) =>
      parts.orderLookupParts(brand, {
        reference: SAMPLE_ORDER.reference,
        orderUrl: ORDER_URL,
        siteName: brand.siteName,
        testMode: false,
      }),
  },
  {
    id: "operator-enrolment",
    title: "Operator enrolment link",
    build: (brand) =>
      parts.enrolmentParts(brand, {
        link: `${brand.siteUrl}/admin/enrol#token=sample-token-sample-token-sample-token-abcd`,
        hours: 24,
        siteName: brand.siteName,
        reason: "created",
      }),
  },
  {
    id: "message-reply",
    title: "Reply from the inbox",
    build: (brand) =>
      parts.replyParts(brand, "Re: Your message to RuneForge", {
        body: "Hello Ada,\n\nYour cape is booked for tonight.\nWe will write when it starts.",
        original: {
          email: "ada@example.com",
          message: "When can you start my Fire Cape?",
          createdAt: "2026-11-27T09:00:00.000Z",
        },
      }),
  },
  {
    id: "chat-reply",
    title: "Chat reply to a visitor who has gone",
    build: (brand) =>
      parts.chatReplyParts(brand, {
        siteName: brand.siteName,
        reply: "Hello!\n\nYes, we can start your Fire Cape tonight.",
        continueUrl: `${brand.siteUrl}/chat/continue?t=sample-token-sample-token-sample-token-abcd`,
      }),
  },
  {
    id: "chat-transcript",
    title: "Chat transcript for the visitor",
    build: (brand) =>
      chatTranscriptParts(brand, {
        siteName: brand.siteName,
        startedAt: "2026-11-27T09:00:00.000Z",
        orderReference: SAMPLE_ORDER.reference,
        messages: [
          { seq: 1, author: "system", body: `About order ${SAMPLE_ORDER.reference}`, at: "2026-11-27T09:00:00.000Z" },
          {
            seq: 2,
            author: "visitor",
            body: "I paid with Zelle. When will you start?",
            at: "2026-11-27T09:00:05.000Z",
          },
          {
            seq: 3,
            author: "staff",
            body: "We have your $31.50, thank you. A player from our team starts your Fire Cape tonight.",
            at: "2026-11-27T09:02:40.000Z",
          },
        ],
      }),
  },
  {
    id: "payment-notice",
    title: "Shop notice: partial refund",
    build: (brand) =>
      parts.paymentNoticeParts(
        brand,
        { ...SAMPLE_ORDER, status: "paid" },
        { kind: "partial-refund", refundedCents: 1_000, currency: "usd" },
      ),
  },
  {
    id: "new-message",
    title: "Shop notice: new message",
    build: (brand) =>
      parts.newMessageParts(brand, "New message from the contact form", {
        email: "ada@example.com",
        receivedAt: "2026-11-27T09:00:00.000Z",
        source: "contact",
        message: "When can you start my Fire Cape?",
      }),
  },
];
