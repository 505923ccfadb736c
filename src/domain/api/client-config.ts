import { z } from "zod";
import { parseClientRuntimeConfig } from "@/domain/shell/runtime-config";
import { defineContract } from "./api-contract";

/**
 * GET /api/client-config: the running server's tag manager and chat settings (ADR 0003). The answer
 * goes through parseClientRuntimeConfig, whose rule is that anything unexpected switches a vendor
 * off, so a broken answer can never inject a script URL.
 */
export const clientConfigResponseSchema = z.unknown().transform(parseClientRuntimeConfig);

export const clientConfigContract = defineContract({
  request: z.object({}).strict(),
  response: clientConfigResponseSchema,
});
