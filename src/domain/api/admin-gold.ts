import { z } from "zod";
import { checkBookMillions } from "@/domain/gold/book-millions";
import { MAX_GOLD_ACCOUNT_LENGTH } from "@/domain/gold/gold-ledger-filter";
import { defineContract } from "./api-contract";

/*
 * The owner's book's two writes (area gold; an aal2 session and the origin checked by the guard):
 *   POST /api/admin/gold/stock        stock added to an account: millions, the account, a note
 *   POST /api/admin/gold/correction   a signed correction with its reason; `override` (owners only)
 *                                     lets it take the available stock below zero
 * Millions come as the operator typed them ("1,250", "12.5", "-40") and leave as tenths of a
 * million (src/domain/gold/book-millions.ts). Each form sends a key it made once, so a second
 * click or a retried request records the movement once.
 */

export const ADMIN_GOLD_MAX_BYTES = 8 * 1024;
export const MAX_GOLD_NOTE_LENGTH = 500;
export const MIN_CORRECTION_REASON_LENGTH = 3;

function millionsField(signed: boolean) {
  return z
    .string()
    .max(32, { message: "must be a number of millions" })
    .transform((text, context) => {
      const checked = checkBookMillions(text, signed);
      if (checked.ok) return checked.tenths;
      context.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    });
}

const accountName = z
  .string()
  .trim()
  .max(MAX_GOLD_ACCOUNT_LENGTH, { message: `must be at most ${MAX_GOLD_ACCOUNT_LENGTH} characters` });

const key = z.uuid({ message: "must be the form's key: reload the page" });

export const addGoldStockContract = defineContract({
  request: z
    .object({
      millions: millionsField(false),
      account: accountName.min(1, { message: "must name the in-game account that holds the gold" }),
      note: z
        .string()
        .trim()
        .max(MAX_GOLD_NOTE_LENGTH, { message: `must be at most ${MAX_GOLD_NOTE_LENGTH} characters` })
        .optional(),
      key,
    })
    .strict(),
  response: z.object({ recorded: z.boolean() }),
});

export const correctGoldStockContract = defineContract({
  request: z
    .object({
      millions: millionsField(true),
      /** Where the gold was found missing or extra; optional, the on-hand per account follows it. */
      account: accountName.optional(),
      reason: z
        .string()
        .trim()
        .min(MIN_CORRECTION_REASON_LENGTH, { message: "must say why the stock is corrected" })
        .max(MAX_GOLD_NOTE_LENGTH, { message: `must be at most ${MAX_GOLD_NOTE_LENGTH} characters` }),
      override: z.boolean().default(false),
      key,
    })
    .strict(),
  response: z.object({ recorded: z.boolean() }),
});
