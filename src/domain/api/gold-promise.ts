import { z } from "zod";
import type { GoldPromise } from "@/domain/gold/gold-promise";

/** A gold delivery promise as the checkout's answers carry it (src/domain/gold/gold-promise.ts). */
export const goldPromiseSchema: z.ZodType<GoldPromise> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("in_stock"), minutes: z.number().int().min(1) }),
  z.object({ kind: z.literal("restock"), hours: z.number().int().min(1) }),
  z.object({ kind: z.literal("pre_order") }),
  z.object({ kind: z.literal("contact"), aboveMillions: z.number().int().min(0) }),
]);
