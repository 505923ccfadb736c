import { z } from "zod";
import { defineContract } from "./api-contract";

/*
 * The back office's catalogue and settings API. Every route needs an aal2
 * operator session and its origin checked (the guard). Values come as the operator typed them
 * (dollars, percent, lines) and are parsed by the server with the product's own rules.
 *   POST /api/admin/catalogue/products/[id]  publish a product's edited fields at the version the form read
 *   POST /api/admin/catalogue/revert         revert one change of the history (a new change)
 *   POST /api/admin/settings                 set one setting, from the value the form showed
 * A refusal of the values is a 400 whose body also lists `problems`, one per field path (a price
 * outside its bound among them); a version or value that moved meanwhile is a 409; a large change
 * not yet confirmed is a 409 with CONFIRM_CODE whose message is the effect (sent again with `confirm: true`).
 */

/** A form of every field of a product with its long description stays well under this. */
export const ADMIN_CATALOGUE_MAX_BYTES = 64 * 1024;

const version = z
  .number({ message: "must be a number" })
  .int({ message: "must be a whole number" })
  .min(0, { message: "must be zero or more" })
  .max(Number.MAX_SAFE_INTEGER, { message: "is too large" });

/** One refused field: its path (the form's field) and what is wrong with it. */
export const fieldProblemSchema = z.object({ path: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;
export const fieldProblemsBodySchema = z.object({ problems: z.array(fieldProblemSchema) });

export const publishProductContract = defineContract({
  request: z
    .object({
      /** The product's version the form was filled from. */
      version,
      values: z
        .record(z.string().max(200), z.string().max(20_000))
        .refine((values) => Object.keys(values).length <= 400, {
          message: "has too many fields",
        }),
      /** The operator confirmed a large change (a price cut by more than half) a second time. */
      confirm: z.literal(true).optional(),
    })
    .strict(),
  response: z.object({
    product: z.object({ sku: z.string(), version: z.number().int(), status: z.string() }),
    /** The catalogue's version after the change (the same as before when nothing moved). */
    catalogueVersion: z.number().int(),
    changed: z.boolean(),
  }),
});

export const revertChangeContract = defineContract({
  request: z.object({ version }).strict(),
  response: z.object({ catalogueVersion: z.number().int(), key: z.string() }),
});

export const setSettingContract = defineContract({
  request: z
    .object({
      key: z.string().min(1).max(60),
      value: z.string().max(40),
      /** The stored number the form showed; a different one now is a 409. */
      expected: version,
      /** The operator confirmed a large change's effect (sent after a 409 with CONFIRM_CODE). */
      confirm: z.literal(true).optional(),
    })
    .strict(),
  response: z.object({
    setting: z.object({ key: z.string(), value: z.string(), stored: z.number().int() }),
    changed: z.boolean(),
  }),
});
