import * as z from "zod/mini";

/**
 * The one error model of every route (src/server/http/errors.ts): a `type:surface` code and a safe
 * message. zod/mini: every call the browser makes reads it (api-contract.ts).
 */
export const apiErrorSchema = z.object({ code: z.string().check(z.minLength(1)), message: z.string() });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
