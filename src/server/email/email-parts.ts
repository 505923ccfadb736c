import "server-only";
import type { EmailBrand } from "@/emails/email-brand";
import * as parts from "@/emails/email-parts";
import { env } from "../env";

export type { EmailParts } from "@/emails/email-parts";

/** The shop as its emails name it, from env. */
export function emailBrand(): EmailBrand {
  return { siteName: env.SITE_NAME, siteUrl: env.SITE_URL, supportEmail: env.SUPPORT_EMAIL };
}

type WithoutBrand<F> = F extends (brand: EmailBrand, ...rest: infer A) => infer R ? (...args: A) => R : never;

/** A builder of src/emails/email-parts.tsx with the shop's own brand filled in. */
function branded<F extends (brand: EmailBrand, ...rest: never[]) => parts.EmailParts>(build: F): WithoutBrand<F> {
  return ((...args: never[]) => build(emailBrand(), ...args)) as WithoutBrand<F>;
}

export const receiptParts = branded(parts.receiptParts);
export const shopOrderParts = branded(parts.shopOrderParts);
export const manualOrderParts = branded(parts.manualOrderParts);
export const paymentNoticeParts = branded(parts.paymentNoticeParts);
export const stepParts = branded(parts.stepParts);
export const tradeParts = branded(parts.tradeParts);
export const goldDeliveryParts = branded(parts.goldDeliveryParts);
export const refundParts = branded(parts.refundParts);
export const reminderParts = branded(parts.reminderParts);
export const orderLookupParts = branded(parts.orderLookupParts);
export const sellOrderParts = branded(parts.sellOrderParts);
export const replyParts = branded(parts.replyParts);
export const newMessageParts = branded(parts.newMessageParts);
export const enrolmentParts = branded(parts.enrolmentParts);
export const chatReplyParts = branded(parts.chatReplyParts);
