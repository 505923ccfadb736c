import "server-only";
import { z } from "zod";
import { AppError } from "../http/errors";

/*
 * What the back office's resource routes share: the id in their address, checked before it
 * reaches a query (a malformed id is a 404 like an unknown one, never a 500), and a query
 * string checked by a schema (a wrong value is a 400 naming it).
 */

export type IdContext = { params: Promise<{ id: string }> };

const idSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);

export async function routeId(context: IdContext | undefined, what: "order" | "message" | "cart"): Promise<string> {
  const parsed = idSchema.safeParse((await context?.params)?.id);
  if (!parsed.success) throw new AppError(`not_found:admin-${what}`, `There is no ${what} with this id.`);
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(request: Request, schema: S, surface: string): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "query";
    throw new AppError(`bad_request:${surface}`, `Invalid request: ${field} ${issue?.message ?? "is not valid"}.`);
  }
  return parsed.data;
}
