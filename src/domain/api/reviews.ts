import { z } from "zod";
import { hasControlCharacters, MAX_REVIEW_BODY, MAX_REVIEW_TITLE, REVIEW_BEST } from "@/domain/reviews/review-rules";
import { defineContract } from "./api-contract";
import { accessTokenSchema } from "./order-tracking";

/*
 * Customers' reviews (ADR 0032). A review is written from the order's private page with the
 * page's key (`k`): nobody else can write one, and without the key the answer is the order page's
 * 404. The rating is a whole number of stars, 1 to 5, as a number (a "5" string is refused); the
 * text is plain text, without control characters, up to 1,000 characters.
 */

const plainText = (max: number) =>
  z
    .string()
    .max(max, `Keep it under ${max} characters.`)
    .refine((text) => !hasControlCharacters(text), "Use plain text only.");

export const reviewRequestSchema = z
  .object({
    k: accessTokenSchema,
    rating: z.number().int().min(1).max(REVIEW_BEST),
    title: plainText(MAX_REVIEW_TITLE).optional(),
    body: plainText(MAX_REVIEW_BODY).refine((text) => text.trim().length >= 1, "Write a few words."),
  })
  .strict();

export const reviewResponseSchema = z.object({ status: z.literal("pending") });

export const reviewContract = defineContract({ request: reviewRequestSchema, response: reviewResponseSchema });

/** A review's id as the helpful button names it. */
export const reviewIdSchema = z.string().uuid();

export const helpfulRequestSchema = z.object({}).strict();
export const helpfulResponseSchema = z.object({ helpfulCount: z.number().int().min(0), counted: z.boolean() });
export const helpfulContract = defineContract({ request: helpfulRequestSchema, response: helpfulResponseSchema });

/** The back office's moderation: publish a pending (or rejected) one, reject a pending one, unpublish a published one. */
export const REVIEW_MODERATIONS = ["publish", "reject", "unpublish"] as const;
export type ReviewModeration = (typeof REVIEW_MODERATIONS)[number];
export const moderateReviewRequestSchema = z.object({ action: z.enum(REVIEW_MODERATIONS) }).strict();
export const moderateReviewResponseSchema = z.object({ status: z.enum(["pending", "published", "rejected"]) });
export const moderateReviewContract = defineContract({
  request: moderateReviewRequestSchema,
  response: moderateReviewResponseSchema,
});
export const ADMIN_REVIEW_MAX_BYTES = 256;
/** A 1,000-character text escaped as JSON at worst, with its title and key: anything larger is refused unread. */
export const REVIEW_MAX_BYTES = 8_192;
