import "server-only";
import { z } from "zod";
import { AppError } from "../../http/errors";

/* The sku in a catalogue route's address, checked before it reaches a query: a malformed one is a 404. */

export type IdContext = { params: Promise<{ id: string }> };

const skuSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export async function routeSku(context: IdContext | undefined): Promise<string> {
  const parsed = skuSchema.safeParse((await context?.params)?.id);
  if (!parsed.success) throw new AppError("not_found:admin-catalogue", "There is no product with this sku.");
  return parsed.data;
}
