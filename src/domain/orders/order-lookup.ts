import { orderEmailSubject } from "@/domain/checkout/order-emails";

/*
 * The lookup form for a visitor who lost the link to an order's page, and questions sent
 * from that page. Every lookup gets the one answer below, whether the reference and the email
 * belong together or not: only the address the order was placed with ever receives a link.
 */

export const ORDER_LOOKUP_ANSWER = "If that order exists, we have emailed its link to the address it was placed with.";

/** Per client address: enough for a few typos, too few to try many references. */
export const LOOKUP_CLIENT_LIMIT = { limit: 5, windowSeconds: 15 * 60 };
/** Per reference, from any address: a known reference cannot be used to flood its owner's inbox. */
export const LOOKUP_REFERENCE_LIMIT = { limit: 3, windowSeconds: 60 * 60 };

export const LOOKUP_RATE_MESSAGE = "Too many lookups; please wait a little and try again.";
export const QUESTION_RATE_MESSAGE = "Too many messages; please wait a little and try again.";

/** The address the order was placed with and the one typed, compared as people type them: case and spaces aside. */
export function sameOrderEmail(stored: string, typed: string): boolean {
  return stored.trim().toLowerCase() === typed.trim().toLowerCase();
}

export type OrderLookupInput = { reference: string; orderUrl: string; siteName: string; testMode: boolean };

export const LOOKUP_PRIVATE = "Keep this link to yourself: whoever has it can see the order's progress.";
export const LOOKUP_IGNORE = "If you did not ask for it, you can ignore this email; the link was sent only to you.";

export function orderLookupIntro(input: OrderLookupInput): string {
  return `Someone asked ${input.siteName} for the link to order ${input.reference}, placed with this email address.`;
}

export function orderLookupSubject(input: OrderLookupInput): string {
  return orderEmailSubject(input, `${input.siteName}: the link to your order ${input.reference}`);
}

/** The email that answers a lookup, sent only to the order's own address. */
export function orderLookupEmail(input: OrderLookupInput): { subject: string; text: string } {
  return {
    subject: orderLookupSubject(input),
    text: [orderLookupIntro(input), "", `Follow your order: ${input.orderUrl}`, "", LOOKUP_PRIVATE, LOOKUP_IGNORE].join(
      "\n",
    ),
  };
}

/** The shop's email about a question sent from an order's page: no address in the subject (it outlives the body). */
export function orderQuestionSubject(reference: string, testMode: boolean): string {
  return orderEmailSubject({ testMode }, `Question about order ${reference}`);
}
