import * as z from "zod/mini";
import { cartItemsSchema } from "@/domain/cart/cart-schema";
import { CHECKOUT_METHODS } from "@/domain/checkout/methods";
import { isValidContactEmail } from "@/domain/contact/contact-rules";
import { RSN_CHARACTERS_PATTERN, RSN_MAX_LENGTH, RSN_RULE_TEXT } from "@/domain/players/runescape-name";
import { defineContract } from "./api-contract";
import { apiErrorSchema } from "./api-error";
import { orderLineSchema, orderTotalsSchema } from "./order-lines";
import { promoCodeFieldSchema } from "./promo-code-field";

/**
 * POST /api/checkout/order: the server prices the cart, stores the order and starts its payment.
 * zod/mini, as the checkout's quote is (api-contract.ts): placing the order loads no other zod.
 */

export const placeOrderRequestSchema = z.strictObject({
  cartUuid: z.uuid(),
  items: cartItemsSchema,
  profile: z.strictObject({
    email: z.string().check(
      z.trim(),
      z.refine((email) => !/[\r\n]/.test(email) && isValidContactEmail(email), {
        message: "must be an email address",
      }),
    ),
    name: z.string().check(
      z.trim(),
      z.maxLength(200),
      z.refine((name) => !/[\r\n]/.test(name), { message: "must be on one line" }),
    ),
    phone: z
      .string()
      .check(
        z.trim(),
        z.maxLength(40),
        z.regex(/^[0-9+()\-.\s]*$/, { message: "may only hold digits, spaces and + ( ) - ." }),
      ),
    /** RuneScape name (the game's rule), or empty where the order needs none. */
    rsn: z
      .string()
      .check(
        z.trim(),
        z.maxLength(RSN_MAX_LENGTH, { message: `must be a RuneScape name (${RSN_RULE_TEXT})` }),
        z.regex(RSN_CHARACTERS_PATTERN, { message: `must be a RuneScape name (${RSN_RULE_TEXT})` }),
      ),
  }),
  method: z.enum(CHECKOUT_METHODS),
  acceptTerms: z.literal(true, { message: "must be accepted" }),
  /** The total the visitor was shown; a different server total is shown to them before they pay. */
  expectedTotalCents: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  /** The promo code the visitor applied; the server checks it again and takes its use. */
  promoCode: z.optional(promoCodeFieldSchema),
});

/** The browser is sent there, so it must be a web address or a path on this site (no `javascript:`). */
const redirectUrlSchema = z.string().check(z.regex(/^(https?:\/\/|\/(?![/\\]))/, { message: "must be a web address" }));

/** The order's private page on this site, "/orders/REF?k=TOKEN": a path, never another host. */
export const orderPathSchema = z
  .string()
  .check(z.regex(/^\/orders\/RF-[A-Z0-9]+\?k=[A-Za-z0-9_-]+$/, { message: "must be an order page" }));

const totalCents = z.number().check(z.int(), z.minimum(0));

/** 201: a provider's payment page to go to, or a manual order the team settles on live chat. */
export const placeOrderResponseSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("redirect"),
    reference: z.string(),
    redirectUrl: redirectUrlSchema,
    totalCents,
    orderPath: orderPathSchema,
  }),
  z.object({
    kind: z.literal("manual"),
    reference: z.string(),
    method: z.enum(CHECKOUT_METHODS),
    totalCents,
    /** What the visitor does next: how to pay, where the proof goes, how long it takes. */
    steps: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(10)),
    orderPath: orderPathSchema,
    /** Paid with OSRS gold: the gold asked, in tenths of a million. */
    goldTenths: z.optional(z.number().check(z.int(), z.minimum(1))),
  }),
]);

/** 409 `conflict:checkout`: the error model plus the server's prices, shown before the visitor pays. */
export const priceChangedErrorSchema = z.extend(apiErrorSchema, {
  totals: orderTotalsSchema,
  lines: z.array(orderLineSchema),
});

export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
export type PlacedManualOrder = Extract<PlaceOrderResponse, { kind: "manual" }>;
export type PriceChangedError = z.infer<typeof priceChangedErrorSchema>;

export const placeOrderContract = defineContract({
  request: placeOrderRequestSchema,
  response: placeOrderResponseSchema,
});
