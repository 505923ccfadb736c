import { z } from "zod";
import { cartItemsSchema } from "@/domain/cart/cart-schema";
import { CHECKOUT_METHODS } from "@/domain/checkout/methods";
import { isValidContactEmail } from "@/domain/contact/contact-rules";
import { RSN_CHARACTERS_PATTERN, RSN_MAX_LENGTH, RSN_RULE_TEXT } from "@/domain/players/runescape-name";
import { apiErrorSchema, defineContract } from "./api-contract";
import { orderLineSchema, orderTotalsSchema } from "./order-lines";
import { promoCodeFieldSchema } from "./promo-code-field";

/** POST /api/checkout/order: the server prices the cart, stores the order and starts its payment. */

export const PLACE_ORDER_MAX_BYTES = 48 * 1024;

export const placeOrderRequestSchema = z
  .object({
    cartUuid: z.uuid(),
    items: cartItemsSchema,
    profile: z
      .object({
        email: z
          .string()
          .trim()
          .refine((email) => !/[\r\n]/.test(email) && isValidContactEmail(email), {
            message: "must be an email address",
          }),
        name: z
          .string()
          .trim()
          .max(200)
          .refine((name) => !/[\r\n]/.test(name), { message: "must be on one line" }),
        phone: z
          .string()
          .trim()
          .max(40)
          .regex(/^[0-9+()\-.\s]*$/, { message: "may only hold digits, spaces and + ( ) - ." }),
        /** RuneScape name (the game's rule), or empty where the order needs none. */
        rsn: z
          .string()
          .trim()
          .max(RSN_MAX_LENGTH, { message: `must be a RuneScape name (${RSN_RULE_TEXT})` })
          .regex(RSN_CHARACTERS_PATTERN, { message: `must be a RuneScape name (${RSN_RULE_TEXT})` }),
      })
      .strict(),
    method: z.enum(CHECKOUT_METHODS),
    acceptTerms: z.literal(true, { message: "must be accepted" }),
    /** The total the visitor was shown; a different server total is shown to them before they pay. */
    expectedTotalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    /** The promo code the visitor applied; the server checks it again and takes its use. */
    promoCode: promoCodeFieldSchema.optional(),
  })
  .strict();

/** The browser is sent there, so it must be a web address or a path on this site (no `javascript:`). */
const redirectUrlSchema = z.string().regex(/^(https?:\/\/|\/(?![/\\]))/, { message: "must be a web address" });

/** The order's private page on this site, "/orders/REF?k=TOKEN": a path, never another host. */
export const orderPathSchema = z
  .string()
  .regex(/^\/orders\/RF-[A-Z0-9]+\?k=[A-Za-z0-9_-]+$/, { message: "must be an order page" });

/** 201: a provider's payment page to go to, or a manual order the team settles on live chat. */
export const placeOrderResponseSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("redirect"),
    reference: z.string(),
    redirectUrl: redirectUrlSchema,
    totalCents: z.number().int().min(0),
    orderPath: orderPathSchema,
  }),
  z.object({
    kind: z.literal("manual"),
    reference: z.string(),
    method: z.enum(CHECKOUT_METHODS),
    totalCents: z.number().int().min(0),
    /** What the visitor does next: how to pay, where the proof goes, how long it takes. */
    steps: z.array(z.string().max(500)).max(10),
    orderPath: orderPathSchema,
    /** Paid with OSRS gold: the gold asked, in tenths of a million. */
    goldTenths: z.number().int().min(1).optional(),
  }),
]);

/** 409 `conflict:checkout`: the error model plus the server's prices, shown before the visitor pays. */
export const priceChangedErrorSchema = apiErrorSchema.extend({
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
