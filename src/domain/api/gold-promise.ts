import * as z from "zod/mini";
import type { GoldPromise } from "@/domain/gold/gold-promise";

/** A gold delivery promise as the checkout's answers carry it (src/domain/gold/gold-promise.ts). */
export const goldPromiseSchema: z.ZodMiniType<GoldPromise> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("in_stock"), minutes: z.number().check(z.int(), z.minimum(1)) }),
  z.object({ kind: z.literal("restock"), hours: z.number().check(z.int(), z.minimum(1)) }),
  z.object({ kind: z.literal("pre_order") }),
  z.object({ kind: z.literal("contact"), aboveMillions: z.number().check(z.int(), z.minimum(0)) }),
]);
